import { useLingui } from '@lingui/react';
import { IconFileImport, IconShieldLock, IconUsers, IconUsersPlus } from '@tabler/icons-react';
import { msgId } from '../../../lib/message-id';
import { RolesPanel } from './roles-panel';
import { TabbedAdminPage, type AdminTab } from './tabbed-page';
import { UserGeneratePanel } from './user-generate-panel';
import { UserImportPanel } from './user-import-panel';
import { UserListPanel } from './user-list-panel';

const TABS: AdminTab[] = [
  { value: 'list', label: msgId('User_List'), icon: IconUsers, panel: UserListPanel },
  { value: 'import', label: msgId('Import_Users'), icon: IconFileImport, panel: UserImportPanel },
  { value: 'generate', label: msgId('Generate_Users'), icon: IconUsersPlus, panel: UserGeneratePanel },
  { value: 'roles', label: msgId('Auth_And_Roles'), icon: IconShieldLock, panel: RolesPanel },
];

/** /admin/user (part 3 §2.2 SA): the users, the CSV import, account generation, and auth and roles. */
export function UsersPage() {
  const { _ } = useLingui();
  return <TabbedAdminPage title={_('Admin_User')} tabs={TABS} testId="admin-user" />;
}
