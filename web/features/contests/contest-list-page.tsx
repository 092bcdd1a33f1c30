import { useLingui } from '@lingui/react';
import { Container, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { CONTEST_LIST_PAGE_SIZE, CONTEST_TYPE } from '../../../contract/rules/contests';
import { ListFooter } from '../../components/list-parts';
import { KeywordFilter, ScheduleStatusFilter } from '../../components/schedule-status';
import { contestListQuery, withContestFilter, type ContestListSearch } from './contest-list-search';
import { ContestEntry } from './contest-entry';
import { contestListOptions } from './contests-api';
import { useSignedInGate } from '../../lib/sign-in-gate';

interface ContestListPageProps {
  search: ContestListSearch;
  onSearch(next: ContestListSearch): void;
}

/** /contest: the contest list with the rule, status and keyword filters of part 2 §2, 10 a page. */
export function ContestListPage({ search, onSearch }: ContestListPageProps) {
  const { _ } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  const navigate = useNavigate();
  const signedIn = useSignedInGate();
  const list = useQuery(contestListOptions(contestListQuery(search)));

  const open = (cid: number) => {
    if (!signedIn()) return;
    void navigate({ to: '/contest/$contestID', params: { contestID: String(cid) } });
  };

  const rows = list.data?.records ?? [];
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 22, sm: 26 }}>
            {_('Contest_List')}
          </Title>
          <Group gap="sm" wrap="wrap" align="center">
            <Text size="sm" fw={600}>
              {_('Rule')}
            </Text>
            <SegmentedControl
              size="xs"
              value={search.type === undefined ? 'all' : String(search.type)}
              onChange={(value) => onSearch(withContestFilter(search, { type: value === 'all' ? undefined : (Number(value) as 0 | 1) }))}
              data={[
                { value: 'all', label: _('All') },
                { value: String(CONTEST_TYPE.acm), label: 'ACM' },
                { value: String(CONTEST_TYPE.oi), label: 'OI' },
              ]}
              data-testid="contest-filter-type"
            />
            <Text size="sm" fw={600}>
              {_('Status')}
            </Text>
            <ScheduleStatusFilter value={search.status} onChange={(status) => onSearch(withContestFilter(search, { status }))} testId="contest-filter-status" />
            <KeywordFilter value={search.keyword} onSearch={(keyword) => onSearch(withContestFilter(search, { keyword }))} w={narrow ? '100%' : 220} ml={narrow ? 0 : 'auto'} testId="contest-filter-keyword" />
          </Group>
          <Stack gap="xs" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} data-testid="contest-list">
            {rows.map((row) => (
              <ContestEntry key={row.id} row={row} narrow={Boolean(narrow)} onOpen={open} />
            ))}
            {!list.isPending && rows.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                {_('No_Contest')}
              </Text>
            )}
          </Stack>
          <ListFooter total={list.data?.total ?? 0} page={search.currentPage ?? 1} pageSize={CONTEST_LIST_PAGE_SIZE} onPage={(page) => onSearch({ ...search, currentPage: page })} narrow={narrow} />
        </Stack>
      </Paper>
    </Container>
  );
}
