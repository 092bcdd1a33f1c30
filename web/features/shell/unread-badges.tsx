import { useLingui } from '@lingui/react';
import { Badge, Indicator, Menu } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { unreadOptions } from '../../lib/community-keys';
import { badgeText, unreadTotal } from '../../lib/unread-counts';

/**
 * The unread messages of the signed-in user: polled every 120 s (part 1 §4) and asked again after
 * the user's own actions and after a box is read, which invalidate `communityKeys.messages()`.
 */
function useUnreadTotal(viewer: string): number {
  return unreadTotal(useQuery(unreadOptions(viewer)).data);
}

/** A red badge on the user menu's avatar while something is unread. */
export function UnreadAvatarIndicator({ viewer, children }: { viewer: string; children: ReactNode }) {
  const text = badgeText(useUnreadTotal(viewer));
  return (
    <Indicator label={text} disabled={!text} color="red" size={16} offset={4} data-testid="unread-indicator" data-count={text ?? 0}>
      {children}
    </Indicator>
  );
}

/** The user menu's "Message" entry with the total unread count, opening the message centre. */
export function MessageMenuItem({ viewer }: { viewer: string }) {
  const { _ } = useLingui();
  const text = badgeText(useUnreadTotal(viewer));
  return (
    <Menu.Item
      component={Link}
      to="/message/discuss"
      leftSection={<IconBell size={16} />}
      rightSection={
        text && (
          <Badge size="sm" color="red" data-testid="user-menu-message-count">
            {text}
          </Badge>
        )
      }
      data-testid="user-menu-message"
    >
      {_('Message')}
    </Menu.Item>
  );
}
