import { useLingui } from '@lingui/react';
import { ActionIcon, Badge, Button, CloseButton, Container, Grid, Group, Paper, Select, Stack, Switch, Table, Text, TextInput, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowsShuffle, IconRefresh, IconSearch } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { PROBLEM_LIST_PAGE_SIZE, type ProblemListRow } from '../../../contract/api/problems';
import { DifficultyBadge } from '../../components/difficulty-badge';
import { OwnProblemStatus } from '../../components/own-problem-status';
import { PassRateWithCounts } from '../../components/pass-rate';
import { ProblemTagBadges } from '../../components/problem-tag-badges';
import { DIFFICULTIES } from '../../lib/format';
import { useOnlyMineSwitch } from '../../lib/use-only-mine';
import { useSession } from '../../lib/use-session';
import { OJ_CHOICES, toggleTag, withFilter, type ProblemListSearch } from './problem-list-search';
import { problemListOptions, problemsApi, problemTagsOptions, userProblemStatusOptions } from './problems-api';
import { TagFilterPanel } from './tag-filter-panel';
import { AnchorLink } from '../../components/router-links';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { useKeywordDraft } from '../../lib/use-keyword-draft';

const PAGE_SIZES = [15, 30, 50, 100];

interface ProblemListPageProps {
  search: ProblemListSearch;
  onSearch(next: ProblemListSearch): void;
}

/** /problem: the problem bank with its filters, tags and the caller's own status per problem. */
export function ProblemListPage({ search, onSearch }: ProblemListPageProps) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const narrow = useMediaQuery('(max-width: 48em)');
  const { token, user } = useSession();
  // "Only mine" needs a session; without one the effect below asks the visitor to log in.
  const list = useQuery({ ...problemListOptions(search, user?.username ?? null), enabled: !search.onlyMine || Boolean(token) });
  const tags = useQuery(problemTagsOptions);
  const { keyword, inputProps: keywordInput } = useKeywordDraft(search.keyword, (next) => onSearch(withFilter(search, { keyword: next })));

  const rows = list.data?.records ?? [];
  const anonymousStatuses = rows.length > 0 && rows.every((row) => row.myStatus === null);
  // The list answers with the caller's statuses; a stale anonymous answer is completed here.
  const statuses = useQuery({ ...userProblemStatusOptions(rows.map((row) => row.pid)), enabled: Boolean(token) && anonymousStatuses });
  const statusOf = (row: ProblemListRow): number | null => row.myStatus ?? statuses.data?.[row.pid]?.status ?? null;

  const toggleMine = useOnlyMineSwitch(search.onlyMine, (checked) => onSearch(withFilter(search, { onlyMine: checked })));

  const random = useMutation({
    mutationFn: problemsApi.random,
    onSuccess: ({ problemId }) => void navigate({ to: '/problem/$problemID', params: { problemID: problemId } }),
  });

  const limit = search.limit ?? PROBLEM_LIST_PAGE_SIZE;
  const page = search.currentPage ?? 1;
  const total = list.data?.total ?? 0;
  const selectedTags = search.tagId ?? [];
  const tagNames = new Map((tags.data ?? []).flatMap((group) => group.tagList.map((tag) => [tag.id, tag] as const)));
  const filtered = Boolean(search.keyword || search.difficulty !== undefined || (search.oj && search.oj !== 'All') || selectedTags.length > 0 || search.onlyMine);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
            <Stack gap="md">
              <Group justify="space-between" align="center" gap="sm">
                <Title order={2} fz={{ base: 22, sm: 26 }}>
                  {_('Problem_List')}
                </Title>
                <Group gap="xs">
                  <Button variant="light" leftSection={<IconArrowsShuffle size={16} />} loading={random.isPending} onClick={() => random.mutate()} data-testid="problem-random">
                    {_('Pick_a_random_question')}
                  </Button>
                  <Tooltip label={_('Reset')}>
                    <ActionIcon variant="default" size="lg" aria-label={_('Reset')} disabled={!filtered} onClick={() => onSearch({})} data-testid="problem-filter-reset">
                      <IconRefresh size={18} />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Group>
              <Group gap="sm" grow={!narrow} wrap="wrap" align="flex-end">
                <TextInput
                  label={_('Keyword')}
                  placeholder={_('Search_Problem_Placeholder')}
                  leftSection={<IconSearch size={16} />}
                  {...keywordInput}
                  rightSection={keyword ? <CloseButton size="sm" aria-label={_('Clear')} onClick={() => onSearch(withFilter(search, { keyword: '' }))} /> : null}
                  miw={200}
                  w={narrow ? '100%' : undefined}
                  data-testid="problem-keyword"
                />
                <Select
                  label={_('Problem_Source')}
                  data={OJ_CHOICES.map((oj) => ({ value: oj, label: oj === 'All' ? _('All') : oj === 'ME' ? _('OJ_Mine') : oj }))}
                  value={search.oj ?? 'All'}
                  onChange={(value) => onSearch(withFilter(search, { oj: value ?? 'All' }))}
                  allowDeselect={false}
                  miw={130}
                  w={narrow ? 'calc(50% - 6px)' : undefined}
                  data-testid="problem-oj"
                />
                <Select
                  label={_('Difficulty')}
                  data={[{ value: 'all', label: _('All') }, ...DIFFICULTIES.map((d) => ({ value: String(d.level), label: _(d.label) }))]}
                  value={search.difficulty === undefined ? 'all' : String(search.difficulty)}
                  onChange={(value) => onSearch(withFilter(search, { difficulty: value === null || value === 'all' ? undefined : Number(value) }))}
                  allowDeselect={false}
                  miw={130}
                  w={narrow ? 'calc(50% - 6px)' : undefined}
                  data-testid="problem-difficulty"
                />
              </Group>
              <Switch label={_('Only_Mine')} checked={Boolean(search.onlyMine)} onChange={(event) => toggleMine(event.currentTarget.checked)} data-testid="problem-only-mine" />
              {selectedTags.length > 0 && (
                <Group gap={6} data-testid="selected-tags">
                  <Text size="sm" c="dimmed">
                    {_('Selected_Tags')}
                  </Text>
                  {selectedTags.map((id) => (
                    <Badge
                      key={id}
                      variant="light"
                      color={tagNames.get(id)?.color || undefined}
                      tt="none"
                      radius="sm"
                      rightSection={<CloseButton size={14} aria-label={_('Remove')} onClick={() => onSearch(withFilter(search, { tagId: toggleTag(selectedTags, id) }))} />}
                    >
                      {tagNames.get(id)?.name ?? `#${id}`}
                    </Badge>
                  ))}
                </Group>
              )}
              <Table.ScrollContainer minWidth={narrow ? 0 : 720}>
                <Table verticalSpacing="sm" highlightOnHover striped={false} data-testid="problem-table">
                  <Table.Thead>
                    <Table.Tr>
                      {token && <Table.Th w={36} aria-label={_('My_Status')} />}
                      <Table.Th w={110}>{_('Problem_ID')}</Table.Th>
                      <Table.Th>{_('Title')}</Table.Th>
                      <Table.Th w={110}>{_('Difficulty')}</Table.Th>
                      <Table.Th visibleFrom="sm">{_('Tags')}</Table.Th>
                      <Table.Th w={150} visibleFrom="sm">
                        {_('AC_Rate')}
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
                    {rows.map((row) => (
                      <Table.Tr key={row.pid} data-testid={`problem-row-${row.problemId}`}>
                        {token && (
                          <Table.Td>
                            <OwnProblemStatus status={statusOf(row)} />
                          </Table.Td>
                        )}
                        <Table.Td ff="monospace" fz="sm">
                          {row.problemId}
                        </Table.Td>
                        <Table.Td>
                          <AnchorLink to="/problem/$problemID" params={{ problemID: row.problemId }} fw={500} data-testid="problem-title-link">
                            {row.title}
                          </AnchorLink>
                        </Table.Td>
                        <Table.Td>
                          <DifficultyBadge level={row.difficulty} />
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          <ProblemTagBadges tags={row.tags} />
                        </Table.Td>
                        <Table.Td visibleFrom="sm">
                          <PassRateWithCounts ac={row.ac} total={row.total} />
                        </Table.Td>
                      </Table.Tr>
                    ))}
                    {!list.isPending && rows.length === 0 && (
                      <EmptyTableRow columns={6}>{_('No_Problems')}</EmptyTableRow>
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <ListFooter total={total} page={page} pageSize={limit} onPage={(next) => onSearch({ ...search, currentPage: next })} narrow={narrow} testId="problem-pagination">
                <Select
                  data={PAGE_SIZES.map((size) => ({ value: String(size), label: _('Page_Size', { size }) }))}
                  value={String(limit)}
                  onChange={(value) => onSearch({ ...search, limit: Number(value ?? PROBLEM_LIST_PAGE_SIZE), currentPage: 1 })}
                  allowDeselect={false}
                  size="xs"
                  w={110}
                  visibleFrom="sm"
                  aria-label={_('Page_Size_Label')}
                />
              </ListFooter>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }}>
          <TagFilterPanel selected={selectedTags} onToggle={(id) => onSearch(withFilter(search, { tagId: toggleTag(selectedTags, id) }))} />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
