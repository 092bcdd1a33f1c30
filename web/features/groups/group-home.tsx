import { useLingui } from '@lingui/react';
import { Paper, Stack, Title } from '@mantine/core';
import { GROUP_ANNOUNCEMENT_PANEL_SIZE } from '../../../contract/rules/groups';
import { AnnouncementPanel } from '../../components/announcement-panel';
import { MarkdownView } from '../../components/markdown-view';
import { useGroup } from './group-context';
import { groupAnnouncementsOptions } from './groups-api';

/** The home tab (part 3 §2.4): the group's markdown description (sanitised) and the announcement panel (§2.5, 5 a page, members and admins only). */
export function GroupHome() {
  const { _ } = useLingui();
  const { gid, group, standing } = useGroup();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={4}>{_('Group_Description')}</Title>
          <MarkdownView source={group.description} testId="group-description" />
        </Stack>
      </Paper>
      {(standing.member || standing.admin) && (
        <AnnouncementPanel title={_('Group_Announcement')} pageQuery={(page) => groupAnnouncementsOptions(gid, page, true)} pageSize={GROUP_ANNOUNCEMENT_PANEL_SIZE} testId="group-announcement" />
      )}
    </Stack>
  );
}
