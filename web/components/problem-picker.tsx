import { useLingui } from '@lingui/react';
import { Modal, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ProblemChoice, ProblemSource } from '../lib/problem-choices';
import { useListSearch } from '../lib/use-list-search';
import { AdminTable } from './admin-table';
import { ChoiceAddButton, useChoiceAdder } from './choice-adder';
import { KeywordFilter } from './schedule-status';

const PAGE_SIZE = 10;

interface ProblemPickerProps {
  title: string;
  /** the public bank or a group's own problems (web/lib/problem-choices.ts) */
  source: ProblemSource;
  /** adds the chosen problem; the answer names the problem added */
  add(choice: ProblemChoice): Promise<{ pid: number }>;
  /** false while the fields above the list (`children`) lack what an add needs */
  ready?: boolean;
  onDone(): void;
  onClose(): void;
  /** fields every add uses, shown above the search (a contest's display id) */
  children?: ReactNode;
}

/**
 * How a problem is added to a contest, a training or a group's homework: its source searched by
 * display id or title (the lists' keyword), each problem with an Add button, so nobody needs to know
 * a problem's internal number.
 */
export function ProblemPicker({ title, source, add, ready = true, onDone, onClose, children }: ProblemPickerProps) {
  const { _ } = useLingui();
  const { page, setPage, keyword, search } = useListSearch();
  const query = { currentPage: page, limit: PAGE_SIZE, keyword: keyword || undefined };
  const choices = useQuery({ queryKey: [...source.key, query], queryFn: ({ signal }) => source.read(query, signal), placeholderData: keepPreviousData });
  const rows = choices.data?.records ?? [];
  const adder = useChoiceAdder((id: number) => add(rows.find((row) => row.id === id)!), (added) => added.pid, onDone);
  return (
    <Modal opened onClose={onClose} title={title} size="xl" data-testid="problem-picker">
      <Stack>
        {children}
        <KeywordFilter value={keyword} onSearch={search} testId="problem-picker-keyword" data-autofocus />
        <AdminTable
          columns={[{ label: _('Problem_ID'), w: 110 }, _('Title'), { label: '', w: 90 }]}
          rows={rows}
          loading={choices.isPending}
          empty={_('No_Problems')}
          footer={{ total: choices.data?.total ?? 0, page, pageSize: PAGE_SIZE, onPage: setPage }}
          bare
          compact
        >
          {(row) => (
            <Table.Tr key={row.id} data-testid={`problem-choice-${row.problemId}`}>
              <Table.Td ff="monospace">{row.problemId}</Table.Td>
              <Table.Td>
                <Text size="sm">{row.title}</Text>
              </Table.Td>
              <Table.Td>
                <ChoiceAddButton id={row.id} adder={adder} disabled={!ready} testId="problem-choice-add" />
              </Table.Td>
            </Table.Tr>
          )}
        </AdminTable>
      </Stack>
    </Modal>
  );
}
