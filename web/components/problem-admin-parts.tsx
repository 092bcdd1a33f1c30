import { useLingui } from '@lingui/react';
import { Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { isProblemAuth, PROBLEM_AUTH, type ProblemAuth } from '../../contract/api/problems';
import { AUTH_LABELS } from '../lib/problem-auth-labels';

/** The keyword box of a problem admin list (site, group, group applications); a new keyword starts again at page 1, which the caller does in `onSearch`. */
export function ProblemKeywordInput({ value, onSearch, w, testId }: { value: string; onSearch(keyword: string): void; w: number | string; testId?: string }) {
  const { _ } = useLingui();
  return <TextInput placeholder={_('Search_Problem_Placeholder')} leftSection={<IconSearch size={16} />} value={value} onChange={(event) => onSearch(event.currentTarget.value)} w={w} data-testid={testId} />;
}

/** A problem row's auth select: public or private; contest shows but cannot be chosen from a list (only a contest's own list sets it). */
export function ProblemAuthSelect({ auth, onChange, disabled, testId }: { auth: number; onChange(auth: ProblemAuth): void; disabled?: boolean; testId: string }) {
  const { _ } = useLingui();
  return (
    <Select
      size="xs"
      w={110}
      data={Object.entries(AUTH_LABELS).map(([value, label]) => ({ value, label: _(label), disabled: Number(value) === PROBLEM_AUTH.contest }))}
      value={String(auth)}
      onChange={(value) => {
        const next = Number(value);
        if (isProblemAuth(next)) onChange(next);
      }}
      allowDeselect={false}
      disabled={disabled}
      aria-label={_('Auth')}
      data-testid={testId}
    />
  );
}
