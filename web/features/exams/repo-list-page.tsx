import { useLingui } from '@lingui/react';
import { Anchor, Badge, Container, Group, Paper, Stack, Table, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { REPO_LIST_PAGE_SIZE } from '../../../contract/rules/exams';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { KeywordFilter } from '../../components/schedule-status';
import { formatDateTime } from '../../lib/format';
import { withFilter, type RepoListSearch } from './exam-search';
import { repoListOptions } from './exams-api';
import { useSignedInGate } from '../../lib/sign-in-gate';

/** /repo: the question banks open for free practice, keyword search, 10 a page (part 2 §2). */
export function RepoListPage({ search, onSearch }: { search: RepoListSearch; onSearch(next: RepoListSearch): void }) {
  const { _, i18n } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  const navigate = useNavigate();
  const signedIn = useSignedInGate();
  const list = useQuery(repoListOptions(search.currentPage ?? 1, search.keyword || undefined));
  const open = (repoId: number) => {
    if (!signedIn()) return;
    void navigate({ to: '/repo/$repoID', params: { repoID: String(repoId) } });
  };
  const rows = list.data?.records ?? [];
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Group justify="space-between">
            <Title order={2} fz={{ base: 22, sm: 26 }}>
              {_('Repo_List')}
            </Title>
            <KeywordFilter value={search.keyword} onSearch={(keyword) => onSearch(withFilter(search, { keyword }))} w={narrow ? '100%' : 240} testId="repo-filter-keyword" />
          </Group>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" highlightOnHover style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} data-testid="repo-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>#</Table.Th>
                  <Table.Th>{_('Title')}</Table.Th>
                  <Table.Th>{_('Question_Count')}</Table.Th>
                  <Table.Th>{_('Total_Score')}</Table.Th>
                  <Table.Th>{_('Time_Limit_Minutes')}</Table.Th>
                  {!narrow && <Table.Th>{_('Last_Modified')}</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.id} data-testid={`repo-row-${row.id}`}>
                    <Table.Td>{row.id}</Table.Td>
                    <Table.Td>
                      <UnstyledButton onClick={() => open(row.id)} data-testid="repo-title">
                        <Anchor component="span" fw={600}>
                          {row.title}
                        </Anchor>
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light">{row.problemCount}</Badge>
                    </Table.Td>
                    <Table.Td>{row.totalScore}</Table.Td>
                    <Table.Td>{row.timeLimit}</Table.Td>
                    {!narrow && <Table.Td>{formatDateTime(row.gmtModified, i18n.locale)}</Table.Td>}
                  </Table.Tr>
                ))}
                {!list.isPending && rows.length === 0 && <EmptyTableRow columns={narrow ? 5 : 6}>{_('No_Repo')}</EmptyTableRow>}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListFooter total={list.data?.total ?? 0} page={search.currentPage ?? 1} pageSize={REPO_LIST_PAGE_SIZE} onPage={(page) => onSearch({ ...search, currentPage: page })} narrow={narrow} />
        </Stack>
      </Paper>
    </Container>
  );
}
