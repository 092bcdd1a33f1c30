import { useLingui } from '@lingui/react';
import { Stack, Tabs } from '@mantine/core';
import { IconFileImport, IconShieldLock, IconUsers, IconUsersPlus } from '@tabler/icons-react';
import { AdminPageHeader } from '../../../components/admin-table';
import { RolesPanel } from './roles-panel';
import { UserGeneratePanel } from './user-generate-panel';
import { UserImportPanel } from './user-import-panel';
import { UserListPanel } from './user-list-panel';

/** /admin/user (part 3 §2.2 SA): the users, the CSV import, account generation, and auth and roles. */
export function UsersPage() {
  const { _ } = useLingui();
  return (
    <Stack gap="md" data-testid="admin-users">
      <AdminPageHeader title={_('Admin_User')} />
      <Tabs defaultValue="list" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="list" leftSection={<IconUsers size={16} />} data-testid="admin-user-tab-list">
            {_('User_List')}
          </Tabs.Tab>
          <Tabs.Tab value="import" leftSection={<IconFileImport size={16} />} data-testid="admin-user-tab-import">
            {_('Import_Users')}
          </Tabs.Tab>
          <Tabs.Tab value="generate" leftSection={<IconUsersPlus size={16} />} data-testid="admin-user-tab-generate">
            {_('Generate_Users')}
          </Tabs.Tab>
          <Tabs.Tab value="roles" leftSection={<IconShieldLock size={16} />} data-testid="admin-user-tab-roles">
            {_('Auth_And_Roles')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <UserListPanel />
        </Tabs.Panel>
        <Tabs.Panel value="import" pt="md">
          <UserImportPanel />
        </Tabs.Panel>
        <Tabs.Panel value="generate" pt="md">
          <UserGeneratePanel />
        </Tabs.Panel>
        <Tabs.Panel value="roles" pt="md">
          <RolesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
