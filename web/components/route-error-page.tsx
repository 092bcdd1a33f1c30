import { useLingui } from '@lingui/react';
import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** A screen that failed to render or whose code chunk failed to load. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const { _ } = useLingui();
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <Center mih="50dvh" p="xl">
      <Stack align="center" gap="md" maw={480} ta="center">
        <ThemeIcon size={56} radius="xl" color="orange" variant="light">
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={2}>{_('Page_Load_Failed')}</Title>
        <Text c="dimmed">{chunkFailed ? _('Page_Chunk_Load_Failed') : _('Server_error_please_refresh_again')}</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          {_('Reload')}
        </Button>
      </Stack>
    </Center>
  );
}
