import { useLingui } from '@lingui/react';
import { Box, Button, Container, Group, Paper, PasswordInput, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { notifyWarning } from '../lib/notify';
import { LoadFailure } from './load-failure';

/**
 * The frame of a contest's or a training's pages (part 2 §2): on wide screens the side menu (none for
 * a frame inside another page's, as a group's homework is), beside it the title (with `titleEnd` on its right), the tabs and the body. `name` starts the test ids:
 * `{name}-side-menu`, `{name}-shell-title`, `{name}-tab-{tab}`, `{name}-body`.
 */
export function SectionShell({ name, menu, title, titleEnd, tabs, active, onTab, children }: {
  name: string;
  menu?: ReactNode;
  title: string;
  titleEnd?: ReactNode;
  tabs: readonly { value: string; label: string; disabled: boolean }[];
  active: string;
  onTab(value: string): void;
  children: ReactNode;
}) {
  const heading = (
    <Title order={2} fz={{ base: 20, sm: 24 }} data-testid={`${name}-shell-title`}>
      {title}
    </Title>
  );
  return (
    <Container size="xl" py={{ base: 'sm', sm: 'lg' }}>
      <Group align="flex-start" gap="lg" wrap="nowrap">
        {menu !== undefined && (
          <Paper withBorder radius="md" p={4} w={190} visibleFrom="lg" style={{ flex: 'none', position: 'sticky', top: 72 }} data-testid={`${name}-side-menu`}>
            {menu}
          </Paper>
        )}
        <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
          {titleEnd ? (
            <Group justify="space-between" gap="sm">
              {heading}
              {titleEnd}
            </Group>
          ) : (
            heading
          )}
          <Tabs value={active} onChange={(value) => value && onTab(value)} keepMounted={false}>
            <Tabs.List style={{ flexWrap: 'wrap' }}>
              {tabs.map((tab) => (
                <Tabs.Tab key={tab.value} value={tab.value} disabled={tab.disabled} data-testid={`${name}-tab-${tab.value}`}>
                  {tab.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
          <Box data-testid={`${name}-body`}>{children}</Box>
        </Stack>
      </Group>
    </Container>
  );
}

/** The box of a section that failed to load: `children` names what failed, `error` gives the reason and its fix (LoadFailure). */
export function SectionLoadFailed({ testId, error, onRetry, children }: { testId: string; error?: unknown; onRetry?: () => void; children: ReactNode }) {
  return (
    <Container py="xl">
      <LoadFailure error={error} title={children} onRetry={onRetry} testId={testId} />
    </Container>
  );
}

/**
 * The password form of a private contest or training: `prompt` is the input's hint and also the warning when it is
 * sent empty (no call then). `name` starts the test ids: `{name}-password-form`, `{name}-password`, `{name}-register`.
 */
export function SectionPasswordForm({ name, heading, prompt, loading, onSubmit }: { name: string; heading: string; prompt: string; loading: boolean; onSubmit(password: string): void }) {
  const { _ } = useLingui();
  const [password, setPassword] = useState('');
  const submit = () => {
    if (password.trim() === '') {
      notifyWarning(prompt);
      return;
    }
    onSubmit(password);
  };
  return (
    <Paper withBorder p="md" radius="md" data-testid={`${name}-password-form`}>
      <Stack gap="sm">
        <Group gap={6}>
          <IconLock size={18} />
          <Text fw={600}>{heading}</Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <PasswordInput
            placeholder={prompt}
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            onKeyDown={(event) => event.key === 'Enter' && submit()}
            style={{ flex: 1, maxWidth: 360 }}
            data-testid={`${name}-password`}
          />
          <Button onClick={submit} loading={loading} data-testid={`${name}-register`}>
            {_('Enter')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
