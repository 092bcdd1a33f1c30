import { ActionIcon, Anchor, Button, Menu, NavLink, type ActionIconProps, type AnchorProps, type ButtonProps, type MenuItemProps, type NavLinkProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

/**
 * Mantine's Anchor, Button and ActionIcon as router links. `component={Link}` loses the types of
 * `params` and `search`; createLink keeps them checked against the route tree.
 */
type AnchorElementProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;
type ButtonElementProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;
type ActionIconElementProps = ActionIconProps & Omit<ComponentPropsWithRef<'a'>, keyof ActionIconProps>;
type MenuItemElementProps = MenuItemProps & Omit<ComponentPropsWithRef<'a'>, keyof MenuItemProps>;
type NavLinkElementProps = NavLinkProps & Omit<ComponentPropsWithRef<'a'>, keyof NavLinkProps>;

function MantineAnchor(props: AnchorElementProps) {
  return <Anchor component="a" {...props} />;
}
function MantineButton(props: ButtonElementProps) {
  return <Button component="a" {...props} />;
}
function MantineActionIcon(props: ActionIconElementProps) {
  return <ActionIcon component="a" {...props} />;
}

function MantineMenuItem(props: MenuItemElementProps) {
  return <Menu.Item component="a" {...props} />;
}

/**
 * The router marks a link to a parent path as current on its children's pages too (aria-current,
 * which Mantine's NavLink draws as selected), so a side menu lit two items at once. A menu entry is
 * current when the menu says so (`active`), and only then (decision 46).
 */
function MantineNavLink({ 'aria-current': _routerCurrent, ...props }: NavLinkElementProps) {
  return <NavLink component="a" {...props} aria-current={props.active ? 'page' : undefined} />;
}

const AnchorLinkBase = createLink(MantineAnchor);
const NavLinkLinkBase = createLink(MantineNavLink);
const ButtonLinkBase = createLink(MantineButton);
const ActionIconLinkBase = createLink(MantineActionIcon);
const MenuItemLinkBase = createLink(MantineMenuItem);

export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => <AnchorLinkBase {...props} />;
export const ButtonLink: LinkComponent<typeof MantineButton> = (props) => <ButtonLinkBase {...props} />;
export const ActionIconLink: LinkComponent<typeof MantineActionIcon> = (props) => <ActionIconLinkBase {...props} />;
export const MenuItemLink: LinkComponent<typeof MantineMenuItem> = (props) => <MenuItemLinkBase {...props} />;
export const NavLinkLink: LinkComponent<typeof MantineNavLink> = (props) => <NavLinkLinkBase {...props} />;
