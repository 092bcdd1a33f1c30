import { useLingui } from '@lingui/react';
import { Accordion, Badge, Code, Group, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMinus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { RoleView } from '../../../../contract/api/admin';
import type { Endpoint, RoleAccess } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { PRIMARY_ROLES, ROLE_CAPABILITIES, type PrimaryRole } from '../../../../contract/rules/admin';
import { AdminTable } from '../../../components/admin-table';
import { siteAdminOptions } from './site-admin-api';
import { CAPABILITY_TEXT, ROLE_TEXT } from './user-roles';

const roleText = (name: string) => (name in ROLE_TEXT ? ROLE_TEXT[name as PrimaryRole | 'vip'] : null);

/** The calls of the registry that need more than a signed-in account, by the access level they need. */
function callsNeeding(access: Exclude<RoleAccess, 'user'>): Endpoint[] {
  return (Object.values(ENDPOINTS) as Endpoint[]).filter((e) => e.access === access).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

/**
 * The auth and roles screen (HOJ's "auth and roles"; decision 36): the roles with their numbers and
 * holders, and what each allows as the Worker enforces it, down to the calls each access level opens.
 * Nothing here is editable: a role is given to a user in the user list, and a permission exists only
 * as the check in the code.
 */
export function RolesPanel() {
  const { _ } = useLingui();
  const roles = useQuery(siteAdminOptions.roles());
  const levels = [
    { access: 'admin' as const, title: _('Calls_For_Admin_Area'), calls: callsNeeding('admin') },
    { access: 'siteAdmin' as const, title: _('Calls_For_Site_Admin'), calls: callsNeeding('siteAdmin') },
    { access: 'root' as const, title: _('Calls_For_Super_Admin'), calls: callsNeeding('root') },
  ];
  return (
    <Stack gap="md" data-testid="admin-roles">
      <Text size="sm" c="dimmed">
        {_('Roles_Hint')}
      </Text>
      <AdminTable
        columns={[{ label: _('Role_Number'), w: 90 }, _('Role'), { label: _('Role_Holders'), w: 90 }, ...ROLE_CAPABILITIES.map((c) => ({ label: _(CAPABILITY_TEXT[c.key]), w: 170 }))]}
        rows={roles.data ?? []}
        loading={roles.isPending}
        empty=""
        minWidth={860}
        testId="admin-role-table"
      >
        {(row: RoleView) => (
          <Table.Tr key={row.id} data-testid={`admin-role-${row.name}`}>
            <Table.Td>{row.id}</Table.Td>
            <Table.Td>
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  {roleText(row.name) ? _(roleText(row.name)!) : row.name}
                </Text>
                <Code>{row.name}</Code>
                {(PRIMARY_ROLES as readonly string[]).includes(row.name) || (
                  <Badge size="xs" variant="light" color="yellow">
                    {_('Role_Granted_By_Vip')}
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{row.userCount}</Table.Td>
            {ROLE_CAPABILITIES.map((c) => (
              <Table.Td key={c.key}>
                {row.capabilities.includes(c.key) ? (
                  <ThemeIcon size="sm" color="green" variant="light" data-testid={`admin-role-${row.name}-${c.key}`}>
                    <IconCheck size={14} />
                  </ThemeIcon>
                ) : (
                  <ThemeIcon size="sm" color="gray" variant="subtle">
                    <IconMinus size={14} />
                  </ThemeIcon>
                )}
              </Table.Td>
            ))}
          </Table.Tr>
        )}
      </AdminTable>
      <Accordion variant="separated">
        {levels.map((level) => (
          <Accordion.Item key={level.access} value={level.access}>
            <Accordion.Control>
              {level.title} ({level.calls.length})
            </Accordion.Control>
            <Accordion.Panel>
              <Table verticalSpacing={4} fz="sm">
                <Table.Tbody>
                  {level.calls.map((call) => (
                    <Table.Tr key={`${call.method} ${call.path}`}>
                      <Table.Td w={80}>
                        <Badge size="sm" variant="light">
                          {call.method}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Code>{call.path}</Code>
                      </Table.Td>
                      <Table.Td c="dimmed">{call.summary}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
