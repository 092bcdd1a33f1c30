import { useLingui } from '@lingui/react';
import { Group, Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconDots } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useLayoutEffect, useRef, useState } from 'react';
import classes from './app-layout.module.css';
import { navBarMode, type NavBarMode } from './nav-bar-layout';
import { isAt, type NavItem } from './nav-items';
import { msgId } from '../../lib/message-id';

const ITEM_GAP = 4;

/**
 * The top bar's items, in the richest form the width allows (nav-bar-layout.ts): a hidden copy of
 * every item is measured, so the choice follows the language, the fonts and the account tools
 * beside the bar, not breakpoints guessed for one of them.
 */
export function NavBar({ items, pathname }: { items: NavItem[]; pathname: string }) {
  const { _ } = useLingui();
  const navRef = useRef<HTMLElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<NavBarMode>('labels-icons');

  useLayoutEffect(() => {
    const nav = navRef.current;
    const measure = measureRef.current;
    if (!nav || !measure) return;
    const widthsOf = (kind: string) => [...measure.querySelectorAll<HTMLElement>(`[data-measure="${kind}"]`)].map((el) => el.offsetWidth);
    const fit = () => {
      if (nav.clientWidth === 0) return; // below the bar's breakpoint the drawer is used
      setMode(
        navBarMode({
          available: nav.clientWidth,
          withIcons: widthsOf('icons'),
          labelsOnly: widthsOf('label'),
          primary: items.map((item) => item.primary === true),
          more: widthsOf('more')[0] ?? 0,
          gap: ITEM_GAP,
        }),
      );
    };
    fit();
    // The nav's width follows the window and the tools beside it; the copy's follows the fonts and language.
    const observer = new ResizeObserver(fit);
    observer.observe(nav);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [items]);

  const split = mode === 'primary' || mode === 'icons';
  const onBar = split ? items.filter((item) => item.primary) : items;
  const underMore = split ? items.filter((item) => !item.primary).flatMap((item) => item.children ?? [item]) : [];
  const showIcon = mode === 'labels-icons' || mode === 'icons';
  const showLabel = mode !== 'icons';

  return (
    <nav ref={navRef} className={classes.nav} aria-label={_('Main_Navigation')}>
      <Group gap={ITEM_GAP} visibleFrom="md" wrap="nowrap" data-testid="nav-bar" data-mode={mode}>
        {onBar.map((item) =>
          item.children ? (
            <BarSubmenu key={item.to} item={item} submenu={item.children} active={item.children.some((child) => isAt(pathname, child))} showIcon={showIcon} showLabel={showLabel} />
          ) : (
            <Link key={item.to} to={item.to} className={classes.navLink} title={_(item.label)} aria-label={showLabel ? undefined : _(item.label)} data-testid={`nav-${item.to.slice(1)}`}>
              {showIcon && <item.icon size={18} stroke={1.7} />}
              {showLabel && <span>{_(item.label)}</span>}
            </Link>
          ),
        )}
        {underMore.length > 0 && (
          <BarSubmenu item={{ to: underMore[0]!.to, label: msgId('More'), icon: IconDots }} submenu={underMore} active={underMore.some((child) => isAt(pathname, child))} showIcon={!showLabel} showLabel={showLabel} testId="nav-more" />
        )}
      </Group>
      {/* The copy that is measured: never seen, never focused, not in the accessibility tree. */}
      <div ref={measureRef} className={classes.measure} aria-hidden="true">
        {items.map((item) => (
          <span key={item.to} className={classes.navLink} data-measure="icons">
            <item.icon size={18} stroke={1.7} />
            <NavLabel label={_(item.label)} submenu={item.children !== undefined} />
          </span>
        ))}
        {items.map((item) => (
          <span key={item.to} className={classes.navLink} data-measure="label">
            <NavLabel label={_(item.label)} submenu={item.children !== undefined} />
          </span>
        ))}
        <span className={classes.navLink} data-measure="more">
          <NavLabel label={_('More')} submenu />
        </span>
      </div>
    </nav>
  );
}

function NavLabel({ label, submenu }: { label: string; submenu: boolean }) {
  return (
    <span>
      {label}
      {submenu && (
        <>
          {' '}
          <IconChevronDown size={12} stroke={1.8} />
        </>
      )}
    </span>
  );
}

/** A bar item with a submenu (the rank menu, "More"): one item wide, so the bar keeps to one line; it opens on hover or click. */
function BarSubmenu({ item, submenu, active, showIcon, showLabel, testId = 'nav-rank' }: { item: NavItem; submenu: NavItem[]; active: boolean; showIcon: boolean; showLabel: boolean; testId?: string }) {
  const { _ } = useLingui();
  return (
    <Menu trigger="click-hover" openDelay={60} closeDelay={150} position="bottom-start" withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.navLink} title={_(item.label)} aria-label={showLabel ? undefined : _(item.label)} data-status={active ? 'active' : undefined} data-testid={testId}>
          {showIcon && <item.icon size={18} stroke={1.7} />}
          {showLabel && <NavLabel label={_(item.label)} submenu />}
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {submenu.map((child) => (
          <Menu.Item key={child.to} component={Link} to={child.to} leftSection={<child.icon size={16} stroke={1.7} />} data-testid={`nav-${child.to.slice(1)}`}>
            {_(child.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
