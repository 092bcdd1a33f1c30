import { useLingui } from '@lingui/react';
import { Table, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { QueryState } from '../../components/query-state';
import { useSession } from '../../lib/use-session';
import { todoProblemsOptions } from './home-api';
import { PanelFrame } from './panel-frame';

/** The to-do problems table (part 1 §2): problem id and title of problems added or changed lately; a row opens its problem. */
export function TodoProblems() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const { user } = useSession();
  const problems = useQuery(todoProblemsOptions(user?.username ?? null));
  const rows = problems.data ?? [];
  return (
    <PanelFrame icon={IconListCheck} title={_('Todo_Problems')} testId="home-todo">
      <QueryState query={problems} empty={rows.length === 0} emptyText={_('No_Todo_Problems')} testId="home-todo">
        <Table highlightOnHover verticalSpacing={6} data-testid="home-todo-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{_('Problem_ID')}</Table.Th>
              <Table.Th>{_('Title')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const open = () => void navigate({ to: '/problem/$problemID', params: { problemID: row.problemId } });
              return (
                <Table.Tr key={row.pid} onClick={open} onKeyDown={(event) => event.key === 'Enter' && open()} tabIndex={0} style={{ cursor: 'pointer' }} data-testid="home-todo-row">
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {row.problemId}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1}>
                      {row.title}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </QueryState>
    </PanelFrame>
  );
}
