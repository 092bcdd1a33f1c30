import { useLingui } from '@lingui/react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { formatDateTime } from '../lib/format';
import { MarkdownView } from './markdown-view';

/**
 * An announcement as it is read (part 3 §3.6 "Announcement (detail)"): title, author, time and the
 * markdown body. The announcement detail page and the intensive-training page's reader show it.
 */
export function AnnouncementArticle({ announcement }: { announcement: { title: string; username: string; gmtCreate: string; content: string } }) {
  const { i18n } = useLingui();
  return (
    <Stack gap="sm">
      <Title order={2} data-testid="announcement-title">
        {announcement.title}
      </Title>
      <Group gap="md">
        <Text size="sm" c="dimmed" data-testid="announcement-author">
          {announcement.username}
        </Text>
        <Text size="sm" c="dimmed">
          {formatDateTime(announcement.gmtCreate, i18n.locale)}
        </Text>
      </Group>
      <MarkdownView source={announcement.content} testId="announcement-content" />
    </Stack>
  );
}
