import { useLingui } from '@lingui/react';
import { Avatar, Button, Center, FileButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import type { UserInfo } from '../../../contract/api/accounts';
import { LIMITS } from '../../../contract/constants';
import { ApiError } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { translateServerMessage } from '../../lib/server-message';
import { session } from '../../lib/session';
import { accountsApi } from './accounts-api';
import { AVATAR_ACCEPT, avatarFileProblem } from './avatar-file';
import { cropToPng } from '../../lib/crop-image';

const AvatarCropper = lazy(() => import('../../components/avatar-cropper'));

export function AvatarUploader({ user }: { user: UserInfo }) {
  const { _, i18n } = useLingui();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  const upload = useMutation({
    mutationFn: async (area: Area) => accountsApi.uploadAvatar(await cropToPng(source ?? '', area, LIMITS.avatarSize)),
    onSuccess: ({ data, msg }) => {
      session.setUser(data);
      notifySuccess(translateServerMessage(i18n, msg));
      setSource(null);
    },
    onError: (error) => {
      // The client has already reported a refused upload; only a local failure is left to tell.
      if (!(error instanceof ApiError)) notifyError(_('Avatar_Crop_Failed'));
    },
  });

  const pick = (file: File | null) => {
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) {
      notifyError(_(problem));
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  return (
    <>
      <Group gap="lg" wrap="nowrap">
        <Avatar src={user.avatar} alt={user.username} name={user.username} color="initials" size={88} radius={88} />
        <Stack gap={6} align="flex-start">
          <FileButton onChange={pick} accept={AVATAR_ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />} data-testid="avatar-pick">
                {_('Change_Avatar')}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {_('Avatar_Rules')}
          </Text>
        </Stack>
      </Group>
      <Modal opened={source !== null} onClose={() => !upload.isPending && setSource(null)} title={_('Crop_Avatar')} centered size={460} fullScreen={narrow ?? false}>
        {source && (
          <Suspense
            fallback={
              <Center h={300}>
                <Loader />
              </Center>
            }
          >
            <AvatarCropper source={source} busy={upload.isPending} onCancel={() => setSource(null)} onConfirm={(area) => upload.mutate(area)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
