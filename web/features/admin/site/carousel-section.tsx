import { useLingui } from '@lingui/react';
import { ActionIcon, Button, Card, FileButton, Group, Image, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarouselItem } from '../../../../contract/api/config';
import { LIMITS } from '../../../../contract/constants';
import { confirmDelete } from '../../../components/confirm-danger';
import { imageFileProblem } from '../../../lib/image-file';
import { msgId } from '../../../lib/message-id';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { configKeys, homeCarouselQuery } from '../../../lib/website-config';
import { siteAdminApi } from './site-admin-api';

/** The avatar's rules (part 3 §5): the same picture types and 2 MB. */
const PICTURE_RULES = { types: LIMITS.avatarTypes, maxBytes: LIMITS.avatarMaxBytes, wrongType: msgId('File type not support'), tooLarge: msgId('Exceed max size limit') };

/** The home carousel's pictures (part 1 §2, part 3 §3.7 "rotation chart"): upload and delete; the home page shows them every 5 s. */
export function CarouselSection() {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const pictures = useQuery(homeCarouselQuery);
  const done = (message: string) => (list: CarouselItem[]) => {
    queryClient.setQueryData(configKeys.carousel(), list);
    notifySuccess(message);
  };
  const upload = useMutation({ mutationFn: siteAdminApi.uploadCarousel, onSuccess: done(_('Upload successfully')) });
  const remove = useMutation({ mutationFn: siteAdminApi.removeCarousel, onSuccess: done(_('Delete_successfully')) });
  const pick = (file: File | null) => {
    if (!file) return;
    const problem = imageFileProblem(file, PICTURE_RULES);
    if (problem) notifyError(_(problem));
    else upload.mutate(file);
  };
  return (
    <Stack data-testid="config-carousel">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {_('Carousel_Admin_Hint')}
        </Text>
        <FileButton onChange={pick} accept={LIMITS.avatarTypes.map((t) => `.${t}`).join(',')}>
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />} loading={upload.isPending} data-testid="config-carousel-upload">
              {_('Carousel_Upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {pictures.data?.length === 0 && (
        <Text c="dimmed" ta="center" py="lg">
          {_('Carousel_Empty')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {(pictures.data ?? []).map((item) => (
          <Card key={item.url} withBorder radius="md" padding="xs" data-testid="config-carousel-item">
            <Card.Section>
              <Image src={item.url} h={160} fit="cover" alt="" />
            </Card.Section>
            <Group justify="space-between" mt="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" truncate="end">
                {item.url}
              </Text>
              <Tooltip label={_('Delete')} withArrow>
                <ActionIcon
                  color="red"
                  variant="subtle"
                  aria-label={_('Delete')}
                  onClick={() => confirmDelete({ title: _('Delete'), body: _('Carousel_Delete_Confirm'), onConfirm: () => remove.mutate(item.url), testId: 'config-carousel-delete-confirm' })}
                  data-testid="config-carousel-delete"
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
