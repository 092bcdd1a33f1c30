import { useLingui } from '@lingui/react';
import { Accordion, Button, Center, Container, Divider, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useSession } from '../../lib/use-session';
import { AvatarUploader } from './avatar-uploader';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { ProfileForm } from './profile-form';

/** /setting: account settings (password, e-mail) and user info settings, each collapsible. */
export function SettingsPage() {
  const { _ } = useLingui();
  const { user } = useSession();
  // The session can end while the page is open (a 401 elsewhere); the login dialog is then open.
  if (!user) {
    return (
      <Center mih="50dvh" p="xl">
        <Stack align="center" gap="md">
          <Text c="dimmed">{_('Please login first!')}</Text>
          <Button onClick={() => openAuthDialog('login')}>{_('Login')}</Button>
        </Stack>
      </Center>
    );
  }
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} fz={{ base: 26, sm: 32 }}>
            {_('Setting')}
          </Title>
          <Text c="dimmed">{_('Setting_Intro')}</Text>
        </div>
        <Accordion multiple defaultValue={['account', 'profile']} variant="separated" radius="lg" chevronPosition="right">
          <Accordion.Item value="account">
            <Accordion.Control icon={<SectionIcon icon={<IconShieldLock size={18} />} />} data-testid="settings-account-toggle">
              <Text fw={600}>{_('Account_Setting')}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl" verticalSpacing="xl">
                <ChangePasswordForm />
                <ChangeEmailForm user={user} />
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="profile">
            <Accordion.Control icon={<SectionIcon icon={<IconUserCircle size={18} />} />} data-testid="settings-profile-toggle">
              <Text fw={600}>{_('UserInfo_Setting')}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="lg">
                <AvatarUploader user={user} />
                <Divider />
                <ProfileForm user={user} />
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </Stack>
    </Container>
  );
}

function SectionIcon({ icon }: { icon: ReactNode }) {
  return (
    <ThemeIcon variant="light" radius="md" size={32}>
      {icon}
    </ThemeIcon>
  );
}
