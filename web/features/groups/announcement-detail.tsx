import { useLingui } from '@lingui/react';
import { Container, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnnouncementArticle } from '../../components/announcement-article';
import { PageLoading } from '../../components/page-loading';
import { SectionLoadFailed } from '../../components/section-shell';
import { usePageTitle } from '../../lib/use-page-title';
import { announcementOptions } from './groups-api';

/**
 * /announcement-detail/{announcementID} (part 3 §2.5, part 2 "Announcements"): title, author, time and
 * the markdown body of a site or group announcement, or with `cid` of that contest's announcement.
 */
export function AnnouncementDetail({ id, cid }: { id: number; cid?: number }) {
  const { _ } = useLingui();
  const detail = useQuery(announcementOptions(id, cid));
  usePageTitle(detail.data?.title);
  if (detail.isPending) return <PageLoading />;
  if (!detail.data) return <SectionLoadFailed testId="announcement-load-failed">{_('The announcement does not exist')}</SectionLoadFailed>;
  return (
    <Container size="md" py="lg">
      <Paper withBorder radius="md" p="lg" data-testid="announcement-detail">
        <AnnouncementArticle announcement={detail.data} />
      </Paper>
    </Container>
  );
}
