import { useLingui } from '@lingui/react';
import { Avatar, Container, Group, Paper, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RankRow } from '../../../contract/api/home';
import { acRate, RANK_PAGE_SIZE, RANK_PAGE_SIZES, type RankType } from '../../../contract/rules/home';
import { TitleTag } from '../../components/author-badges';
import { BarChart, type BarSeries } from '../../components/bar-chart';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { QueryState } from '../../components/query-state';
import { KeywordFilter } from '../../components/schedule-status';
import { UserHomeLink } from '../../components/user-home-link';
import { msgId } from '../../lib/message-id';
import { usePageTitle } from '../../lib/use-page-title';
import { rankChart, rankSeq, type RankChartSeries } from './rank-model';
import { withRankFilter, type RankSearch } from './rank-search';
import { rankPageOptions, rankTopOptions } from './ranks-api';

const SERIES: Record<RankChartSeries, { label: string; color: string }> = {
  ac: { label: msgId('AC'), color: 'green' },
  total: { label: msgId('Total'), color: 'blue' },
  score: { label: msgId('Score'), color: 'orange' },
};

/**
 * /acm-rank and /oi-rank (part 1 §2 "Rankings"): the top 10 as bars, a search box, and the table of
 * seq, user (avatar, title tag), nickname, AC (ACM) or score with AC/total (OI), total, rating (the
 * AC rate) and signature; 30 a page unless another size is chosen.
 */
export function RankPage({ type, search, onSearch }: { type: RankType; search: RankSearch; onSearch(next: RankSearch): void }) {
  const { _ } = useLingui();
  const title = type === 'ACM' ? _('ACM_Rank') : _('OI_Rank');
  usePageTitle(title);
  const page = search.currentPage ?? 1;
  const limit = search.limit ?? RANK_PAGE_SIZE;
  const list = useQuery(rankPageOptions(type, search));
  const rows = list.data?.records ?? [];
  const prefix = type === 'ACM' ? 'acm-rank' : 'oi-rank';
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={2}>{title}</Title>
        <TopTenChart type={type} prefix={prefix} />
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Group justify="flex-end">
              <KeywordFilter value={search.searchUser} onSearch={(searchUser) => onSearch(withRankFilter(search, { searchUser }))} placeholder={_('Rank_Search_User')} w={260} testId={`${prefix}-search`} />
            </Group>
            <Table.ScrollContainer minWidth={880}>
              <Table verticalSpacing="xs" highlightOnHover data-testid={`${prefix}-table`} style={list.isPlaceholderData ? { opacity: 0.6 } : undefined}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>#</Table.Th>
                    <Table.Th>{_('User')}</Table.Th>
                    <Table.Th>{_('Nickname')}</Table.Th>
                    <Table.Th w={type === 'ACM' ? 70 : 140}>{type === 'ACM' ? _('AC') : _('Score')}</Table.Th>
                    <Table.Th w={80}>{_('Total')}</Table.Th>
                    <Table.Th w={130}>{_('Rating')}</Table.Th>
                    <Table.Th>{_('Signature')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row, index) => (
                    <RankTableRow key={row.uid} row={row} type={type} seq={rankSeq(page, limit, index)} />
                  ))}
                  {!list.isPending && rows.length === 0 && <EmptyTableRow columns={7}>{list.isError ? _('Panel_Load_Failed') : _('No_Ranked_Users')}</EmptyTableRow>}
                  {list.isPending && <EmptyTableRow columns={7}>{_('Loading')}</EmptyTableRow>}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <ListFooter total={list.data?.total ?? 0} page={page} pageSize={limit} onPage={(currentPage) => onSearch({ ...search, currentPage })} testId={`${prefix}-pagination`}>
              <Select
                size="xs"
                w={110}
                value={String(limit)}
                onChange={(value) => value && onSearch(withRankFilter(search, { limit: Number(value) as RankSearch['limit'] }))}
                data={RANK_PAGE_SIZES.map((size) => ({ value: String(size), label: _('Page_Size', { size }) }))}
                allowDeselect={false}
                aria-label={_('Page_Size', { size: limit })}
                data-testid={`${prefix}-page-size`}
              />
            </ListFooter>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}

function RankTableRow({ row, type, seq }: { row: RankRow; type: RankType; seq: number }) {
  return (
    <Table.Tr data-testid="rank-row">
      <Table.Td>{seq}</Table.Td>
      <Table.Td>
        <Group gap={8} wrap="nowrap">
          <Avatar src={row.avatar} alt={row.username} name={row.username} color="initials" radius="xl" size={28} />
          <UserHomeLink uid={row.uid} username={row.username} testId="rank-username" />
          <TitleTag name={row.titleName} color={row.titleColor} />
        </Group>
      </Table.Td>
      <Table.Td>
        <Text size="sm" truncate maw={180}>
          {row.nickname ?? ''}
        </Text>
      </Table.Td>
      <Table.Td>
        {type === 'ACM' ? (
          <Text size="sm" fw={600} data-testid="rank-ac">
            {row.ac}
          </Text>
        ) : (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={600} data-testid="rank-score">
              {row.score}
            </Text>
            <Text size="xs" c="dimmed">
              ({row.ac}/{row.total})
            </Text>
          </Group>
        )}
      </Table.Td>
      <Table.Td>{row.total}</Table.Td>
      <Table.Td>{acRate(row.ac, row.total).toFixed(2)}%</Table.Td>
      <Table.Td>
        <Text size="sm" c="dimmed" truncate maw={320}>
          {row.signature ?? ''}
        </Text>
      </Table.Td>
    </Table.Tr>
  );
}

function TopTenChart({ type, prefix }: { type: RankType; prefix: string }) {
  const { _ } = useLingui();
  const top = useQuery(rankTopOptions(type));
  const chart = useMemo(() => rankChart(top.data?.records ?? [], type), [top.data, type]);
  const series = useMemo<BarSeries[]>(() => chart.series.map((s) => ({ label: _(SERIES[s.key].label), color: SERIES[s.key].color, values: s.values })), [chart, _]);
  return (
    <Paper withBorder radius="md" p="md" data-testid={`${prefix}-chart-panel`}>
      <Stack gap="xs">
        <Group gap={8}>
          <IconChartBar size={20} stroke={1.7} />
          <Title order={4}>{_('Rank_Top_Ten')}</Title>
        </Group>
        <QueryState query={top} empty={chart.labels.length === 0} emptyText={_('No_Ranked_Users')} testId={`${prefix}-chart`} minHeight={260}>
          <BarChart labels={chart.labels} series={series} height={260} rotateLabels testId={`${prefix}-chart`} label={_('Rank_Top_Ten')} categoryLabel={_('User')} />
        </QueryState>
      </Stack>
    </Paper>
  );
}
