import { useLingui } from '@lingui/react';
import { Badge, SegmentedControl, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { scheduleStatusColor, scheduleStatusLabel, type ScheduleStatus } from '../lib/schedule-status';

/** The status tag with its coloured left border (contest and choose exam lists share it). */
export function ScheduleStatusTag({ status, testId }: { status: number; testId: string }) {
  const { _ } = useLingui();
  const color = scheduleStatusColor(status);
  return (
    <Badge variant="light" color={color} radius="sm" style={{ borderLeft: `4px solid var(--mantine-color-${color}-6)` }} data-testid={testId} data-status={status}>
      {_(scheduleStatusLabel(status))}
    </Badge>
  );
}

/** The status filter of a list: All, Scheduled, Running, Ended. */
export function ScheduleStatusFilter({ value, onChange, testId }: { value: ScheduleStatus | undefined; onChange(next: ScheduleStatus | undefined): void; testId: string }) {
  const { _ } = useLingui();
  return (
    <SegmentedControl
      size="xs"
      value={value === undefined ? 'all' : String(value)}
      onChange={(next) => onChange(next === 'all' ? undefined : (Number(next) as ScheduleStatus))}
      data={[
        { value: 'all', label: _('All') },
        { value: '-1', label: _('Contest_Scheduled') },
        { value: '0', label: _('Contest_Running') },
        { value: '1', label: _('Contest_Ended') },
      ]}
      data-testid={testId}
    />
  );
}

/** A list's keyword box: applied on Enter or when it loses focus, and only when it changed. */
export function KeywordFilter({ value, onSearch, testId, ...props }: Omit<TextInputProps, 'value' | 'onChange'> & { value: string | undefined; onSearch(keyword: string): void; testId: string }) {
  const { _ } = useLingui();
  const [keyword, setKeyword] = useState(value ?? '');
  useEffect(() => setKeyword(value ?? ''), [value]);
  const apply = () => {
    if (keyword.trim() !== (value ?? '')) onSearch(keyword.trim());
  };
  return (
    <TextInput
      placeholder={_('Enter_keyword')}
      value={keyword}
      onChange={(event) => setKeyword(event.currentTarget.value)}
      onKeyDown={(event) => event.key === 'Enter' && apply()}
      onBlur={apply}
      leftSection={<IconSearch size={14} />}
      data-testid={testId}
      {...props}
    />
  );
}
