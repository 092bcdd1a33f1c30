import { useLingui } from '@lingui/react';
import { AppShell, Burger, Divider, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { useWebsiteConfig } from '../../lib/website-config';
import classes from './app-layout.module.css';
import { DrawerAccount } from './header-account';
import { FestivalOverlay } from './festival-overlay';
import { NavBar } from './nav-bar';
import { DRAWER_ONLY_ITEMS, isAt, visibleNavItems, type NavItem } from './nav-items';
import { ShellBarTools } from './shell-bar-tools';
import { SiteFooter } from './site-footer';

const HEADER_HEIGHT = 60;

/** Header, navigation (top bar from 992 px, a drawer below) and footer around every screen. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { _ } = useLingui();
  const config = useWebsiteConfig();
  const [drawerOpened, drawer] = useDisclosure(false);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const navItems = visibleNavItems(config);

  useEffect(() => {
    if (config?.projectName) document.title = config.projectName;
  }, [config?.projectName]);

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} padding={0}>
      <FestivalOverlay />
      <AppShell.Header className={classes.header} component="header">
        <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="md" size="sm" aria-label={_('Open_Navigation')} />
        <Link to="/home" className={classes.brand}>
          <BrandMark />
          <span>{config?.shortName ?? ''}</span>
        </Link>
        <NavBar items={navItems} pathname={pathname} />
        <Group gap="xs" ml="auto" wrap="nowrap">
          <ShellBarTools />
        </Group>
      </AppShell.Header>

      <Drawer opened={drawerOpened} onClose={drawer.close} size="xs" hiddenFrom="md" title={<BrandTitle name={config?.shortName} />} zIndex={300}>
        <Stack gap={4}>
          {[...navItems, ...DRAWER_ONLY_ITEMS].map((item) =>
            item.children ? (
              <NavLink key={item.to} label={_(item.label)} leftSection={<item.icon size={18} stroke={1.7} />} defaultOpened={item.children.some((child) => isAt(pathname, child))} data-testid="drawer-rank">
                {item.children.map((child) => (
                  <DrawerLink key={child.to} item={child} pathname={pathname} onClick={drawer.close} />
                ))}
              </NavLink>
            ) : (
              <DrawerLink key={item.to} item={item} pathname={pathname} onClick={drawer.close} />
            ),
          )}
        </Stack>
        <Divider my="md" />
        <DrawerAccount onAction={drawer.close} />
      </Drawer>

      <AppShell.Main className={classes.main}>
        <div className={classes.content}>{children}</div>
        <footer className={classes.footer}>
          <SiteFooter />
        </footer>
      </AppShell.Main>
    </AppShell>
  );
}

function DrawerLink({ item, pathname, onClick }: { item: NavItem; pathname: string; onClick(): void }) {
  const { _ } = useLingui();
  return <NavLink component={Link} to={item.to} label={_(item.label)} leftSection={<item.icon size={18} stroke={1.7} />} onClick={onClick} active={isAt(pathname, item)} variant="light" data-testid={`drawer-${item.to.slice(1)}`} />;
}

function BrandTitle({ name }: { name: string | undefined }) {
  return (
    <Group gap={10} fw={700}>
      <BrandMark size={28} />
      {name ?? ''}
    </Group>
  );
}
