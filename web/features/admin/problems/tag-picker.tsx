import { useLingui } from '@lingui/react';
import { Autocomplete, Badge, CloseButton, Group, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PROBLEM_LIMITS } from '../../../../contract/api/problems';
import { notifyWarning } from '../../../lib/notify';
import { adminProblemOptions } from '../admin-api';
import { hasTag, type TagChoice } from './problem-form-model';

/** Tags of the problem: existing ones by name, or a new name; none twice (part 3 §5). */
export function TagPicker({ tags, onChange }: { tags: TagChoice[]; onChange(tags: TagChoice[]): void }) {
  const { _ } = useLingui();
  const [text, setText] = useState('');
  const all = useQuery({ ...adminProblemOptions.allTags(), staleTime: 60_000 });
  const add = (name: string) => {
    const trimmed = name.trim();
    if (!trimmed) return;
    if (trimmed.length > PROBLEM_LIMITS.tagNameMax) return;
    const known = all.data?.find((t) => t.name === trimmed);
    const candidate: TagChoice = known ? { id: known.id, name: known.name, color: known.color } : { id: null, name: trimmed, color: null };
    if (hasTag(tags, candidate)) {
      notifyWarning(_('Add_Tag_Error'));
      return;
    }
    onChange([...tags, candidate]);
    setText('');
  };
  return (
    <Stack gap="xs">
      <Autocomplete
        label={_('Tags')}
        description={_('Tag_Picker_Hint')}
        value={text}
        onChange={setText}
        data={[...new Set((all.data ?? []).map((t) => t.name))]}
        onOptionSubmit={(value) => {
          add(value);
          setText('');
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add(text);
          }
        }}
        limit={20}
        maxLength={PROBLEM_LIMITS.tagNameMax}
        data-testid="tag-picker"
      />
      {tags.length > 0 && (
        <Group gap={6}>
          {tags.map((tag) => (
            <Badge
              key={`${tag.id ?? 'new'}-${tag.name}`}
              variant={tag.id === null ? 'outline' : 'light'}
              color={tag.color || undefined}
              tt="none"
              radius="sm"
              rightSection={<CloseButton size={14} aria-label={_('Remove')} onClick={() => onChange(tags.filter((t) => t !== tag))} />}
            >
              {tag.name}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}
