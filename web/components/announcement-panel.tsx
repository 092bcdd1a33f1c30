import { useLingui } from '@lingui/react';
import { ActionIcon, Card, Group, Paper, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconRefresh, IconSpeakerphone } from '@tabler/icons-react';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { AnnouncementView } from '../../contract/api/groups';
import { formatDateTime } from '../lib/format';
import { ListFooter } from './list-parts';

interface AnnouncementPage {
  records: AnnouncementView[];
  total: number;
}

interface AnnouncementPanelProps<Page extends AnnouncementPage, Key extends readonly unknown[]> {
  title: string;
  /** the list's query for one page (the home's site announcements, or a group's) */
  pageQuery(currentPage: number): UseQueryOptions<Page, Error, Page, Key>;
  pageSize: number;
  /** the prefix of the panel's data-testid and of its items' */
  testId: string;
}

/**
 * An announcement panel (part 1 "Home page", part 3 §2.5): the titles of one page, a refresh button,
 * an empty state (or, when the list could not be had, a failure the refresh button retries) and pages; a title opens /announcement-detail/{id}. The home and the group home use it.
 */
export function AnnouncementPanel<Page extends AnnouncementPage, Key extends readonly unknown[]>({ title, pageQuery, pageSize, testId }: AnnouncementPanelProps<Page, Key>) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const list = useQuery(pageQuery(page));
  const rows = list.data?.records ?? [];
  const total = list.data?.total ?? 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid={`${testId}-panel`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <IconSpeakerphone size={20} stroke={1.7} />
            <Title order={4}>{title}</Title>
          </Group>
          <Tooltip label={_('Refresh')} withArrow>
            <ActionIcon variant="subtle" onClick={() => void list.refetch()} loading={list.isFetching} aria-label={_('Refresh')} data-testid={`${testId}-refresh`}>
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        {rows.length === 0 ? (
          <Text c="dimmed" size="sm" ta="center" py="sm" data-testid={`${testId}-empty`}>
            {list.isPending ? _('Loading') : list.isError ? _('Panel_Load_Failed') : _('No_Announcements')}
          </Text>
        ) : (
          rows.map((row) => (
            <UnstyledButton key={row.id} onClick={() => void navigate({ to: '/announcement-detail/$announcementID', params: { announcementID: String(row.id) } })} data-testid={`${testId}-item`}>
              <Card withBorder padding="sm" radius="sm">
                <AnnouncementLine announcement={row} />
              </Card>
            </UnstyledButton>
          ))
        )}
        {total > pageSize && <ListFooter total={total} page={page} pageSize={pageSize} onPage={setPage} testId={`${testId}-pagination`} />}
      </Stack>
    </Paper>
  );
}

/** An announcement in a list: its title, and who wrote it when; the panels and a contest's announcement tab show it so. */
export function AnnouncementLine({ announcement }: { announcement: Pick<AnnouncementView, 'title' | 'username' | 'gmtCreate'> }) {
  const { i18n } = useLingui();
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text fw={600} truncate>
        {announcement.title}
      </Text>
      <Text size="xs" c="dimmed" style={{ flex: 'none' }}>
        {announcement.username} · {formatDateTime(announcement.gmtCreate, i18n.locale)}
      </Text>
    </Group>
  );
}
