import { useLingui } from '@lingui/react';
import { Button, Group, Paper, Stack, Tabs, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamInfo } from '../../../../contract/api/courses';
import { TEAM_CATEGORIES, TEAM_CATEGORY, TRAINING_CAMP_ADMIN_PAGE_SIZE, TRAINING_CAMP_LIMITS, type TeamCategory } from '../../../../contract/rules/courses';
import { AdminPageHeader } from '../../../components/admin-table';
import { AnnouncementAdmin, type AnnouncementTestIds } from '../../../components/announcement-admin';
import { courseKeys } from '../../../lib/course-keys';
import { msgId } from '../../../lib/message-id';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { adminCourseApi, adminTeamAnnouncementsOptions, adminTeamOptions } from './admin-course-api';

const CATEGORY_LABEL: Record<TeamCategory, string> = {
  [TEAM_CATEGORY.applyNotice]: msgId('Team_Category_Apply'),
  [TEAM_CATEGORY.carouselInfo]: msgId('Team_Category_Carousel'),
  [TEAM_CATEGORY.experienceSharing]: msgId('Team_Category_Experience'),
};

const testIdsOf = (category: TeamCategory): AnnouncementTestIds => ({
  table: `admin-team-announcements-${category}`,
  row: (id) => `admin-team-announcement-${id}`,
  visibleSwitch: 'admin-team-announcement-visible',
  edit: 'admin-team-announcement-edit',
  delete: 'admin-team-announcement-delete',
  deleteConfirm: 'admin-team-announcement-delete-confirm',
  dialog: 'admin-team-announcement-dialog',
  title: 'admin-team-announcement-title',
  content: 'admin-team-announcement-content',
  dialogVisible: 'admin-team-announcement-dialog-visible',
  save: 'admin-team-announcement-save',
});

/**
 * /admin/traincamp (part 3 §2.2; admin roles): the intensive-training team's title and description,
 * and its announcements in the three categories of part 3 §3.6 (apply notice, carousel info,
 * experience sharing), each with the site announcement table's create, edit, visible switch and delete.
 */
export function AdminTeamPage() {
  const { _ } = useLingui();
  const team = useQuery(adminTeamOptions);
  const [category, setCategory] = useState<TeamCategory>(TEAM_CATEGORY.applyNotice);
  return (
    <Stack gap="md" data-testid="admin-team">
      <Title order={2} fz={{ base: 22, sm: 26 }}>
        {_('Admin_Training_Camp_Team')}
      </Title>
      {team.data && <TeamForm initial={team.data} />}
      <Paper withBorder radius="md" p="md">
        <Tabs value={String(category)} onChange={(value) => value && setCategory(Number(value) as TeamCategory)} keepMounted={false}>
          <Tabs.List mb="md">
            {TEAM_CATEGORIES.map((c) => (
              <Tabs.Tab key={c} value={String(c)} data-testid={`admin-team-tab-${c}`}>
                {_(CATEGORY_LABEL[c])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TEAM_CATEGORIES.map((c) => (
            <Tabs.Panel key={c} value={String(c)}>
              <CategoryAnnouncements category={c} />
            </Tabs.Panel>
          ))}
        </Tabs>
      </Paper>
    </Stack>
  );
}

function TeamForm({ initial }: { initial: TeamInfo }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(initial.title);
  const [description, setDescription] = useState(initial.description);
  const save = useMutation({
    mutationFn: () => adminCourseApi.updateTeam({ title: title.trim(), description }),
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      void queryClient.invalidateQueries({ queryKey: courseKeys.all });
    },
  });
  const submit = () => {
    if (title.trim() === '') notifyError(_('Title_Required'));
    else save.mutate();
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="admin-team-form">
      <Stack gap="sm">
        <TextInput label={_('Team_Title')} withAsterisk maxLength={TRAINING_CAMP_LIMITS.teamTitle} value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="admin-team-title" />
        <Textarea label={_('Description')} autosize minRows={3} maxLength={TRAINING_CAMP_LIMITS.teamDescription} value={description} onChange={(e) => setDescription(e.currentTarget.value)} data-testid="admin-team-description" />
        <Group justify="flex-end">
          <Button onClick={submit} loading={save.isPending} data-testid="admin-team-save">
            {_('Save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function CategoryAnnouncements({ category }: { category: TeamCategory }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery(adminTeamAnnouncementsOptions(category, page));
  // The shared table reads announcements of the detail's shape; a team's has no group.
  const rows = (list.data?.records ?? []).map((row) => ({ ...row, gid: null }));
  return (
    <AnnouncementAdmin
      bare
      rows={rows}
      loading={list.isPending}
      dimmed={list.isPlaceholderData}
      footer={{ total: list.data?.total ?? 0, page, pageSize: TRAINING_CAMP_ADMIN_PAGE_SIZE, onPage: setPage }}
      calls={{
        add: (fields) => adminCourseApi.addAnnouncement({ ...fields, category }),
        update: (fields) => adminCourseApi.updateAnnouncement({ ...fields, category }),
        remove: (id) => adminCourseApi.removeAnnouncement(id),
      }}
      refresh={() => void queryClient.invalidateQueries({ queryKey: courseKeys.all })}
      titleMaxLength={TRAINING_CAMP_LIMITS.title}
      header={(create) => (
        <AdminPageHeader title={_(CATEGORY_LABEL[category])}>
          <Button leftSection={<IconPlus size={16} />} onClick={create} data-testid={`admin-team-create-${category}`}>
            {_('Create_Announcement')}
          </Button>
        </AdminPageHeader>
      )}
      testId={`admin-team-category-${category}`}
      testIds={testIdsOf(category)}
    />
  );
}
