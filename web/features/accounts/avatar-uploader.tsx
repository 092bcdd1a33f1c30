import { useLingui } from '@lingui/react';
import { Avatar } from '@mantine/core';
import type { UserInfo } from '../../../contract/api/accounts';
import { LIMITS } from '../../../contract/constants';
import { AvatarUploadField } from '../../components/avatar-upload-field';
import { notifySuccess } from '../../lib/notify';
import { translateServerMessage } from '../../lib/server-message';
import { session } from '../../lib/session';
import { accountsApi } from './accounts-api';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file';

export function AvatarUploader({ user }: { user: UserInfo }) {
  const { _, i18n } = useLingui();
  return (
    <AvatarUploadField
      preview={<Avatar src={user.avatar} alt={user.username} name={user.username} color="initials" size={88} radius={88} />}
      accept={AVATAR_ACCEPT}
      fileProblem={avatarFileProblem}
      size={LIMITS.avatarSize}
      pickLabel={_('Change_Avatar')}
      pickTestId="avatar-pick"
      upload={(png) => accountsApi.uploadAvatar(png)}
      onUploaded={({ data, msg }) => {
        session.setUser(data);
        notifySuccess(translateServerMessage(i18n, msg));
      }}
    />
  );
}
