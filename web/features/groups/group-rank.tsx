import { useLingui } from '@lingui/react';
import { Anchor, Avatar, Badge, Group, Paper, SegmentedControl, Stack, Table, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GROUP_RANK_PAGE_SIZE } from '../../../contract/rules/groups';
import { EmptyTableRow, ListFooter } from '../../components/list-parts';
import { formatPassRate } from '../../lib/format';
import { useGroup } from './group-context';
import { groupRankOptions } from './groups-api';
import { UserHomeLink } from '../../components/user-home-link';

/** The group's submissions of one user that were accepted (status 0), on the group's status tab. */
const acceptedSubmissionsPath = (gid: number, username: string) => `/group/${gid}/status?username=${encodeURIComponent(username)}&status=0`;

/** The rank tab (part 3 §2.12): search, ACM/OI, 30 a page. */
export function GroupRank() {
  const { _ } = useLingui();
  const { gid } = useGroup();
  const [type, setType] = useState<0 | 1>(0);
  const [search, setSearch] = useState('');
  const [searchUser, setSearchUser] = useState('');
  const [page, setPage] = useState(1);
  const rank = useQuery(groupRankOptions(gid, { type, searchUser: searchUser || undefined, currentPage: page, limit: GROUP_RANK_PAGE_SIZE }));
  const rows = rank.data?.records ?? [];
  const applySearch = () => {
    if (search.trim() !== searchUser) {
      setSearchUser(search.trim());
      setPage(1);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-rank">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={4}>{_('Group_Rank')}</Title>
          <Group gap="sm">
            <TextInput
              placeholder={_('Enter_Username')}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              onKeyDown={(event) => event.key === 'Enter' && applySearch()}
              onBlur={applySearch}
              leftSection={<IconSearch size={14} />}
              w={220}
              data-testid="group-rank-search"
            />
            <SegmentedControl
              value={String(type)}
              onChange={(value) => {
                setType(value === '1' ? 1 : 0);
                setPage(1);
              }}
              data={[
                { value: '0', label: 'ACM' },
                { value: '1', label: 'OI' },
              ]}
              data-testid="group-rank-type"
            />
          </Group>
        </Group>
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>#</Table.Th>
                <Table.Th>{_('User')}</Table.Th>
                <Table.Th>{_('Nickname')}</Table.Th>
                <Table.Th>{_('OI_Coin')}</Table.Th>
                <Table.Th>AC</Table.Th>
                <Table.Th>{_('Total')}</Table.Th>
                <Table.Th>{_('Score')}</Table.Th>
                <Table.Th>{_('AC_Rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 && <EmptyTableRow columns={8}>{rank.isPending ? _('Loading') : _('No_Data')}</EmptyTableRow>}
              {rows.map((row) => (
                <Table.Tr key={row.uid} data-testid={`group-rank-row-${row.username}`}>
                  <Table.Td>{row.rank}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={row.avatar} size={24} radius="xl" alt={row.username}>
                        {row.username.slice(0, 1).toUpperCase()}
                      </Avatar>
                      <UserHomeLink uid={row.uid} username={row.username} testId="group-rank-user">
                        {row.username}
                      </UserHomeLink>
                      {row.titleName && (
                        <Badge size="xs" color={row.titleColor ?? 'blue'} variant="filled" data-testid="group-rank-title">
                          {row.titleName}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{row.nickname ?? ''}</Table.Td>
                  <Table.Td>{row.oiCoin}</Table.Td>
                  <Table.Td>
                    <Anchor href={acceptedSubmissionsPath(gid, row.username)} size="sm" data-testid="group-rank-ac">
                      {row.ac}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.total}</Table.Td>
                  <Table.Td>{row.score}</Table.Td>
                  <Table.Td>{formatPassRate(row.ac, row.total)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListFooter total={rank.data?.total ?? 0} page={page} pageSize={GROUP_RANK_PAGE_SIZE} onPage={setPage} testId="group-rank-pagination" />
      </Stack>
    </Paper>
  );
}
