import { useLingui } from '@lingui/react';
import { Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitch } from '../../components/language-switch';

/** /admin/login: the admin area's own sign-in page around the site's login form. */
export function AdminLoginPage({ form }: { form: ReactNode }) {
  const { _ } = useLingui();
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-default-hover)">
      <Stack w="100%" maw={420} gap="md">
        <Group justify="flex-end" gap="xs">
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
        <Paper withBorder radius="lg" p="xl" shadow="sm" data-testid="admin-login">
          <Stack gap="lg">
            <Stack gap={6} align="center">
              <BrandMark size={44} />
              <Title order={2} ta="center">
                {_('Admin_Login_Title')}
              </Title>
              <Text c="dimmed" size="sm" ta="center">
                {_('Admin_Login_Intro')}
              </Text>
            </Stack>
            {form}
          </Stack>
        </Paper>
      </Stack>
    </Center>
  );
}
