import { useLingui } from '@lingui/react';
import { AppShell, Avatar, Burger, Group, Menu, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown, IconHome, IconLogout } from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { ColorSchemeToggle } from '../../components/color-scheme-toggle';
import { LanguageSwitch } from '../../components/language-switch';
import { NavLinkLink } from '../../components/router-links';
import { selectedMenuEntry } from '../../lib/menu-selection';
import { useSession } from '../../lib/use-session';
import { isSuperAdmin } from '../../../contract/roles';
import { adminNavSectionsFor } from './admin-nav';

/** The admin area's own frame: a side navigation of the admin screens and a slim header. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const { user } = useSession();
  const [opened, navbar] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const sections = adminNavSectionsFor(isSuperAdmin(user?.roleList ?? []));
  const selected = selectedMenuEntry(pathname, sections.flatMap((section) => section.items));
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={navbar.toggle} hiddenFrom="md" size="sm" aria-label={_('Open_Navigation')} />
            <Group gap={8} wrap="nowrap">
              <BrandMark size={28} />
              <Text fw={700} visibleFrom="xs">
                {_('Management')}
              </Text>
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch />
            <ColorSchemeToggle />
            {user && (
              <Menu position="bottom-end" width={200}>
                <Menu.Target>
                  <UnstyledButton aria-label={_('User_Menu')} data-testid="admin-user-menu">
                    <Group gap={6} wrap="nowrap">
                      <Avatar src={user.avatar} name={user.username} color="initials" radius="xl" size={30} />
                      <Text size="sm" fw={600} visibleFrom="sm">
                        {user.username}
                      </Text>
                      <IconChevronDown size={14} />
                    </Group>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item component={Link} to="/home" leftSection={<IconHome size={16} />}>
                    {_('Back_To_Site')}
                  </Menu.Item>
                  <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} />}>
                    {_('Logout')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AppShell.Section grow component={ScrollArea}>
          {sections.map((section) => (
            <Stack key={section.label} gap={2} mb="sm" data-testid="admin-nav-section">
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="xs" py={4}>
                {_(section.label)}
              </Text>
              {section.items.map((item) => (
                <NavLinkLink
                  key={item.to}
                  to={item.to}
                  label={_(item.label)}
                  leftSection={<item.icon size={18} stroke={1.7} />}
                  active={selected === item.to}
                  onClick={navbar.close}
                  variant="light"
                  data-testid={`admin-nav-${item.to.split('/').pop()}`}
                />
              ))}
            </Stack>
          ))}
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
