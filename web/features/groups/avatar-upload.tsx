import { useLingui } from '@lingui/react';
import { Avatar } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { GROUP_AVATAR_SIZE, GROUP_MESSAGES } from '../../../contract/rules/groups';
import { AvatarUploadField } from '../../components/avatar-upload-field';
import { groupKeys } from '../../lib/group-keys';
import { notifySuccess } from '../../lib/notify';
import { GROUP_AVATAR_ACCEPT, groupAvatarFileProblem } from './avatar-file';
import { groupsApi } from './groups-api';

/** The avatar of the setting tab (part 3 §2.11, §5): choose, crop to a 200x200 PNG, upload; the group is refreshed. */
export function GroupAvatarUpload({ gid, avatar, name }: { gid: number; avatar: string | null; name: string }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  return (
    <AvatarUploadField
      preview={
        <Avatar src={avatar} size={96} radius="md" alt={name} data-testid="group-setting-avatar">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
      }
      accept={GROUP_AVATAR_ACCEPT}
      fileProblem={groupAvatarFileProblem}
      size={GROUP_AVATAR_SIZE}
      pickLabel={_('Upload_Avatar')}
      pickTestId="group-avatar-pick"
      testId="group-avatar-upload"
      upload={(png) => groupsApi.uploadAvatar(gid, png)}
      onUploaded={() => {
        notifySuccess(_(GROUP_MESSAGES.avatarUploaded));
        void queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) });
        void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
      }}
    />
  );
}
