import { useLingui } from '@lingui/react';
import { Avatar, Button, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconCrown, IconHome, IconListCheck, IconLogout, IconSettings, IconShieldCog } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { UserInfo } from '../../../contract/api/accounts';
import { isAdminRole } from '../../../contract/roles';
import { MenuItemLink } from '../../components/router-links';
import { VipBadge } from '../../components/vip-badges';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useSession } from '../../lib/use-session';
import { useWebsiteConfig } from '../../lib/website-config';
import { MessageMenuItem, UnreadAvatarIndicator } from './unread-badges';

/** Login and Register for a visitor, the user menu for a signed-in user. */
export function HeaderAccount() {
  const { _ } = useLingui();
  const { token, user } = useSession();
  const config = useWebsiteConfig();
  if (token && user) return <UserMenu user={user} />;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" onClick={() => openAuthDialog('login')} data-testid="header-login">
        {_('Login')}
      </Button>
      {config?.register !== false && (
        <Button visibleFrom="sm" onClick={() => openAuthDialog('register')} data-testid="header-register">
          {_('Register')}
        </Button>
      )}
    </Group>
  );
}

/** The same two actions inside the mobile drawer, where the header has no room for Register. */
export function DrawerAccount({ onAction }: { onAction: () => void }) {
  const { _ } = useLingui();
  const { token, user } = useSession();
  const config = useWebsiteConfig();
  if (token && user) return null;
  const open = (kind: 'login' | 'register') => {
    onAction();
    openAuthDialog(kind);
  };
  return (
    <Stack gap="xs">
      <Button variant="default" fullWidth onClick={() => open('login')}>
        {_('Login')}
      </Button>
      {config?.register !== false && (
        <Button fullWidth onClick={() => open('register')} data-testid="drawer-register">
          {_('Register')}
        </Button>
      )}
    </Stack>
  );
}

function UserMenu({ user }: { user: UserInfo }) {
  const { _ } = useLingui();
  return (
    <Menu position="bottom-end" width={220} withinPortal>
      <Menu.Target>
        <UnstyledButton data-testid="user-menu" aria-label={_('User_Menu')}>
          <Group gap={8} wrap="nowrap">
            <UnreadAvatarIndicator viewer={user.username}>
              <Avatar src={user.avatar} alt={user.username} name={user.username} color="initials" radius="xl" size={34} />
            </UnreadAvatarIndicator>
            <Text size="sm" fw={600} visibleFrom="sm" maw={140} truncate="end" data-testid="user-menu-name">
              {user.username}
            </Text>
            {user.isVip && <VipBadge size="xs" testId="user-menu-vip-badge" />}
            <IconChevronDown size={14} stroke={1.8} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.nickname || user.username}</Menu.Label>
        <MenuItemLink to="/user-home" search={{ uid: user.uid, username: user.username }} leftSection={<IconHome size={16} />} data-testid="user-menu-home">
          {_('My_Home')}
        </MenuItemLink>
        <MessageMenuItem viewer={user.username} />
        <MenuItemLink to="/status" search={{ onlyMine: true }} leftSection={<IconListCheck size={16} />} data-testid="user-menu-submissions">
          {_('My_Submissions_Menu')}
        </MenuItemLink>
        <Menu.Item component={Link} to="/setting" leftSection={<IconSettings size={16} />} data-testid="user-menu-setting">
          {_('Setting')}
        </Menu.Item>
        <Menu.Item component={Link} to="/plusMember" leftSection={<IconCrown size={16} />} data-testid="user-menu-vip">
          {_('Vip_Title')}
        </Menu.Item>
        {isAdminRole(user.roleList) && (
          // Part 1 §2: the management area opens in a new window.
          <Menu.Item component="a" href="/admin" target="_blank" rel="noopener" leftSection={<IconShieldCog size={16} />} data-testid="user-menu-admin">
            {_('Management')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item component={Link} to="/logout" color="red" leftSection={<IconLogout size={16} />} data-testid="user-menu-logout">
          {_('Logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
