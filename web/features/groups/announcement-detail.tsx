import { useLingui } from '@lingui/react';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MarkdownView } from '../../components/markdown-view';
import { PageLoading } from '../../components/page-loading';
import { SectionLoadFailed } from '../../components/section-shell';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { announcementOptions } from './groups-api';

/**
 * /announcement-detail/{announcementID} (part 3 §2.5, part 2 "Announcements"): title, author, time and
 * the markdown body of a site or group announcement, or with `cid` of that contest's announcement.
 */
export function AnnouncementDetail({ id, cid }: { id: number; cid?: number }) {
  const { _, i18n } = useLingui();
  const detail = useQuery(announcementOptions(id, cid));
  usePageTitle(detail.data?.title);
  if (detail.isPending) return <PageLoading />;
  if (!detail.data) return <SectionLoadFailed testId="announcement-load-failed">{_('The announcement does not exist')}</SectionLoadFailed>;
  const announcement = detail.data;
  return (
    <Container size="md" py="lg">
      <Paper withBorder radius="md" p="lg" data-testid="announcement-detail">
        <Stack gap="sm">
          <Title order={2} data-testid="announcement-title">
            {announcement.title}
          </Title>
          <Group gap="md">
            <Text size="sm" c="dimmed" data-testid="announcement-author">
              {announcement.username}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateTime(announcement.gmtCreate, i18n.locale)}
            </Text>
          </Group>
          <MarkdownView source={announcement.content} testId="announcement-content" />
        </Stack>
      </Paper>
    </Container>
  );
}
