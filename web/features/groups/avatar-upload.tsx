import { useLingui } from '@lingui/react';
import { Avatar, Button, Center, FileButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { GROUP_AVATAR_SIZE, GROUP_MESSAGES } from '../../../contract/rules/groups';
import { ApiError } from '../../lib/api-client';
import { cropToPng } from '../../lib/crop-image';
import { groupKeys } from '../../lib/group-keys';
import { notifyError, notifySuccess } from '../../lib/notify';
import { GROUP_AVATAR_ACCEPT, groupAvatarFileProblem } from './avatar-file';
import { groupsApi } from './groups-api';

const AvatarCropper = lazy(() => import('../../components/avatar-cropper'));

/** The avatar of the setting tab (part 3 §2.11, §5): choose, crop to a 200x200 PNG, upload; the group is refreshed. */
export function GroupAvatarUpload({ gid, avatar, name }: { gid: number; avatar: string | null; name: string }) {
  const { _ } = useLingui();
  const narrow = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);
  const upload = useMutation({
    mutationFn: async (area: Area) => groupsApi.uploadAvatar(gid, await cropToPng(source ?? '', area, GROUP_AVATAR_SIZE)),
    onSuccess: () => {
      notifySuccess(_(GROUP_MESSAGES.avatarUploaded));
      setSource(null);
      void queryClient.invalidateQueries({ queryKey: groupKeys.group(gid) });
      void queryClient.invalidateQueries({ queryKey: groupKeys.lists() });
    },
    onError: (error) => {
      // the client has already reported a refused upload; only a local failure is left to tell
      if (!(error instanceof ApiError)) notifyError(_('Avatar_Crop_Failed'));
    },
  });
  const pick = (file: File | null) => {
    if (!file) return;
    const problem = groupAvatarFileProblem(file);
    if (problem) {
      notifyError(_(problem));
      return;
    }
    setSource(URL.createObjectURL(file));
  };
  return (
    <>
      <Group gap="lg" wrap="nowrap" data-testid="group-avatar-upload">
        <Avatar src={avatar} size={96} radius="md" alt={name} data-testid="group-setting-avatar">
          {name.slice(0, 1).toUpperCase()}
        </Avatar>
        <Stack gap={6} align="flex-start">
          <FileButton onChange={pick} accept={GROUP_AVATAR_ACCEPT}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />} data-testid="group-avatar-pick">
                {_('Upload_Avatar')}
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
