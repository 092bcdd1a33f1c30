import { useLingui } from '@lingui/react';
import { Button, Center, FileButton, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import type { Area } from 'react-easy-crop';
import { ApiError } from '../lib/api-client';
import { cropToPng } from '../lib/crop-image';
import { notifyError } from '../lib/notify';

const AvatarCropper = lazy(() => import('./avatar-cropper'));

export interface AvatarUploadFieldProps<Result> {
  /** The avatar as it stands now, shown beside the pick button. */
  preview: ReactNode;
  /** The `accept` list of the file picker. */
  accept: string;
  /** The message id saying why a picked file cannot be used, or null when it can. */
  fileProblem: (file: File) => string | null;
  /** The side in pixels of the square PNG the crop is drawn at. */
  size: number;
  pickLabel: string;
  pickTestId: string;
  testId?: string;
  upload: (png: Blob) => Promise<Result>;
  onUploaded: (result: Result) => void;
}

/**
 * Choose a picture, crop it to a square PNG and upload it: the flow the account avatar and the
 * group avatar share; the caller says where it goes and what follows a successful upload.
 */
export function AvatarUploadField<Result>({ preview, accept, fileProblem, size, pickLabel, pickTestId, testId, upload, onUploaded }: AvatarUploadFieldProps<Result>) {
  const { _ } = useLingui();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [source, setSource] = useState<string | null>(null);

  useEffect(() => {
    if (!source) return;
    return () => URL.revokeObjectURL(source);
  }, [source]);

  const send = useMutation({
    mutationFn: async (area: Area) => upload(await cropToPng(source ?? '', area, size)),
    onSuccess: (result) => {
      onUploaded(result);
      setSource(null);
    },
    onError: (error) => {
      // The client has already reported a refused upload; only a local failure is left to tell.
      if (!(error instanceof ApiError)) notifyError(_('Avatar_Crop_Failed'));
    },
  });

  const pick = (file: File | null) => {
    if (!file) return;
    const problem = fileProblem(file);
    if (problem) {
      notifyError(_(problem));
      return;
    }
    setSource(URL.createObjectURL(file));
  };

  return (
    <>
      <Group gap="lg" wrap="nowrap" data-testid={testId}>
        {preview}
        <Stack gap={6} align="flex-start">
          <FileButton onChange={pick} accept={accept}>
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={16} />} data-testid={pickTestId}>
                {pickLabel}
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {_('Avatar_Rules')}
          </Text>
        </Stack>
      </Group>
      <Modal opened={source !== null} onClose={() => !send.isPending && setSource(null)} title={_('Crop_Avatar')} centered size={460} fullScreen={narrow ?? false}>
        {source && (
          <Suspense
            fallback={
              <Center h={300}>
                <Loader />
              </Center>
            }
          >
            <AvatarCropper source={source} busy={send.isPending} onCancel={() => setSource(null)} onConfirm={(area) => send.mutate(area)} />
          </Suspense>
        )}
      </Modal>
    </>
  );
}
