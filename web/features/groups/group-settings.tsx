import { useLingui } from '@lingui/react';
import { Divider, Paper, Stack, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { groupKeys } from '../../lib/group-keys';
import { notifySuccess } from '../../lib/notify';
import { GroupAvatarUpload } from './avatar-upload';
import { useGroup } from './group-context';
import { GroupForm, groupFormOf, groupSaveBody } from './group-form';
import { groupsApi } from './groups-api';

/** The setting tab of the group root (part 3 §2.11): the avatar and the group form; the group is refreshed after a save. */
export function GroupSettings() {
  const { _ } = useLingui();
  const { gid, group } = useGroup();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: groupsApi.update,
    onSuccess: () => {
      notifySuccess(_('Update_Successfully'));
      void queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
    },
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="group-settings">
      <Stack gap="md">
        <Title order={4}>{_('Group_Avatar')}</Title>
        <GroupAvatarUpload gid={gid} avatar={group.avatar} name={group.name} />
        <Divider />
        <Title order={4}>{_('Group_Setting')}</Title>
        <GroupForm key={group.id} initial={groupFormOf(group)} submitLabel={_('Save')} saving={update.isPending} onSave={(values) => update.mutate(groupSaveBody(values, gid))} />
      </Stack>
    </Paper>
  );
}
