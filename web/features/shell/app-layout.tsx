import { useLingui } from '@lingui/react';
import { AppShell, Burger, Divider, Drawer, Group, NavLink, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { BrandMark } from '../../components/brand-mark';
import { useWebsiteConfig } from '../../lib/website-config';
import classes from './app-layout.module.css';
import { DrawerAccount } from './header-account';
import { visibleNavItems } from './nav-items';
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
      <AppShell.Header className={classes.header} component="header">
        <Burger opened={drawerOpened} onClick={drawer.toggle} hiddenFrom="md" size="sm" aria-label={_('Open_Navigation')} />
        <Link to="/home" className={classes.brand}>
          <BrandMark />
          <span>{config?.shortName ?? ''}</span>
        </Link>
        <nav className={classes.nav} aria-label={_('Main_Navigation')}>
          <Group gap={4} visibleFrom="md" wrap="nowrap">
            {navItems.map((item) => (
              <Link key={item.to} to={item.to} className={classes.navLink} title={_(item.label)} data-testid={`nav-${item.to.slice(1)}`}>
                <item.icon size={18} stroke={1.7} />
                <span className={classes.navLabel}>{_(item.label)}</span>
              </Link>
            ))}
          </Group>
        </nav>
        <Group gap="xs" ml="auto" wrap="nowrap">
          <ShellBarTools />
        </Group>
      </AppShell.Header>

      <Drawer opened={drawerOpened} onClose={drawer.close} size="xs" hiddenFrom="md" title={<BrandTitle name={config?.shortName} />} zIndex={300}>
        <Stack gap={4}>
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={_(item.label)}
              leftSection={<item.icon size={18} stroke={1.7} />}
              onClick={drawer.close}
              active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
              variant="light"
            />
          ))}
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

function BrandTitle({ name }: { name: string | undefined }) {
  return (
    <Group gap={10} fw={700}>
      <BrandMark size={28} />
      {name ?? ''}
    </Group>
  );
}
