import { IconFileImport, IconList, IconPlus, IconTags, type Icon } from '@tabler/icons-react';
import type { LinkProps } from '@tanstack/react-router';
import { msgId } from '../../lib/message-id';

export interface AdminNavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  icon: Icon;
}

/** The admin screens that exist so far: the problem area of part 3 §2.2. */
export const ADMIN_NAV: AdminNavItem[] = [
  { to: '/admin/problems', label: msgId('Admin_Problem_List'), icon: IconList },
  { to: '/admin/problem/create', label: msgId('Create_Problem'), icon: IconPlus },
  { to: '/admin/problem/tag', label: msgId('Admin_Tags'), icon: IconTags },
  { to: '/admin/problem/batch-operation', label: msgId('Export_Import_Problem'), icon: IconFileImport },
];

/** Where /admin/ leads; the dashboard screen of part 3 §2.2 does not exist yet. */
export const ADMIN_HOME = '/admin/problems';
