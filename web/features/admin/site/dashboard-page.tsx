import { useLingui } from '@lingui/react';
import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text, ThemeIcon, Title, Tooltip } from '@mantine/core';
import { IconBook2, IconCpu, IconFileCode, IconList, IconTrophy, IconUserPlus, IconUsers, IconUsersGroup, type Icon } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { DashboardInfo } from '../../../../contract/api/admin';
import { AdminPageHeader, AdminTable } from '../../../components/admin-table';
import { formatDateTime } from '../../../lib/format';
import { msgId } from '../../../lib/message-id';
import { siteAdminOptions } from './site-admin-api';

interface Count {
  key: keyof DashboardInfo;
  label: string;
  icon: Icon;
  color: string;
}

const COUNTS: Count[] = [
  { key: 'userCount', label: msgId('Dashboard_Users'), icon: IconUsers, color: 'blue' },
  { key: 'recentUserCount', label: msgId('Dashboard_New_Users'), icon: IconUserPlus, color: 'cyan' },
  { key: 'problemCount', label: msgId('Dashboard_Problems'), icon: IconList, color: 'teal' },
  { key: 'contestCount', label: msgId('Dashboard_Contests'), icon: IconTrophy, color: 'orange' },
  { key: 'trainingCount', label: msgId('Dashboard_Trainings'), icon: IconBook2, color: 'grape' },
  { key: 'groupCount', label: msgId('Dashboard_Groups'), icon: IconUsersGroup, color: 'pink' },
  { key: 'submissionCount', label: msgId('Dashboard_Submissions'), icon: IconFileCode, color: 'indigo' },
  { key: 'recentSubmissionCount', label: msgId('Dashboard_Recent_Submissions'), icon: IconFileCode, color: 'violet' },
];

/** /admin/dashboard (part 3 §2.2): what the site holds, the judges online, and the admin's own recent logins. */
export function DashboardPage() {
  const { _, i18n } = useLingui();
  const info = useQuery(siteAdminOptions.dashboard());
  const sessions = useQuery(siteAdminOptions.sessions());
  const data = info.data;
  return (
    <Stack gap="md" data-testid="admin-dashboard">
      <AdminPageHeader title={_('Dashboard')}>
        {data && (
          <Text size="sm" c="dimmed" data-testid="dashboard-counted-at">
            {_('Dashboard_Counted_At', { time: formatDateTime(data.countedAt, i18n.locale) })}
          </Text>
        )}
      </AdminPageHeader>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        {COUNTS.map((count) => (
          <Paper key={count.key} withBorder radius="md" p="md" data-testid={`dashboard-${count.key}`}>
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                  {_(count.label)}
                </Text>
                <Text fz={28} fw={700} data-testid="dashboard-count">
                  {data ? String(data[count.key]) : '–'}
                </Text>
              </Stack>
              <ThemeIcon variant="light" color={count.color} size={44} radius="md">
                <count.icon size={24} />
              </ThemeIcon>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
      <Paper withBorder radius="md" p="md" data-testid="dashboard-judges">
        <Group gap="sm">
          <ThemeIcon variant="light" color={data && data.judgesOnline > 0 ? 'green' : 'gray'} size={36} radius="md">
            <IconCpu size={20} />
          </ThemeIcon>
          <Text fw={600}>{_('Dashboard_Judges')}</Text>
          {data && (
            <Badge color={data.judgesOnline > 0 ? 'green' : 'red'} variant="light" data-testid="dashboard-judges-online">
              {_('Dashboard_Judges_Online', { count: data.judgesOnline, slots: data.judgeSlots })}
            </Badge>
          )}
        </Group>
      </Paper>
      <Title order={4}>{_('Recent_Sessions')}</Title>
      <AdminTable
        columns={[_('Login_Time'), _('IP_Address'), _('Browser'), { label: _('Status'), w: 140 }]}
        rows={sessions.data ?? []}
        loading={sessions.isPending}
        empty={_('No_Sessions')}
        minWidth={640}
        testId="dashboard-sessions"
      >
        {(row) => (
          <Table.Tr key={row.loginTime + (row.userAgent ?? '')}>
            <Table.Td>{formatDateTime(row.loginTime, i18n.locale)}</Table.Td>
            <Table.Td>{row.ip ?? '–'}</Table.Td>
            <Table.Td maw={420}>
              <Tooltip label={row.userAgent ?? ''} disabled={!row.userAgent} multiline maw={420} withArrow>
                <Text size="sm" truncate="end">
                  {row.userAgent ?? '–'}
                </Text>
              </Tooltip>
            </Table.Td>
            <Table.Td>
              {row.current ? (
                <Badge color="green" variant="light">
                  {_('Session_Current')}
                </Badge>
              ) : (
                <Badge color={row.active ? 'blue' : 'gray'} variant="light">
                  {row.active ? _('Session_Active') : _('Session_Ended')}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        )}
      </AdminTable>
    </Stack>
  );
}
