import type { PrimaryRole, RoleCapability } from '../../../../contract/rules/admin';
import { ROLE_ID } from '../../../../contract/roles';
import { msgId } from '../../../lib/message-id';

/** The four roles an admin assigns, by name, as the user screen shows them (the spec's names). */
export const ROLE_TEXT: Record<PrimaryRole | 'vip', string> = {
  root: msgId('Role_Super_Admin'),
  admin: msgId('Role_Admin'),
  teacher: msgId('Role_Teacher'),
  user: msgId('Role_User'),
  vip: msgId('Role_Vip'),
};

export const ROLE_COLOR: Record<PrimaryRole, string> = { root: 'red', admin: 'orange', teacher: 'grape', user: 'gray' };

/** The user list's role filter, by the spec's numbers (part 1 §3): 1000, 1001, 1002, 1009. */
export const ROLE_FILTER: { id: number; label: string }[] = [
  { id: ROLE_ID.root, label: ROLE_TEXT.root },
  { id: ROLE_ID.teacher, label: ROLE_TEXT.teacher },
  { id: ROLE_ID.user, label: ROLE_TEXT.user },
  { id: ROLE_ID.admin, label: ROLE_TEXT.admin },
];

/** What each capability of the auth and roles screen means. */
export const CAPABILITY_TEXT: Record<RoleCapability, string> = {
  admin_area: msgId('Capability_Admin_Area'),
  manage_all_content: msgId('Capability_Manage_All_Content'),
  super_admin: msgId('Capability_Super_Admin'),
};
