import type { Hono } from 'hono';
import { ADMIN_ENDPOINTS as E } from '../../contract/api/admin';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { auditList } from '../admin/audit-log';
import { dashboardInfo, recentSessions } from '../admin/dashboard';
import { generateUsers } from '../admin/generate-users';
import { importUsers } from '../admin/import-users';
import { roleList } from '../admin/roles';
import { deleteUsers, editUser, listUsers } from '../admin/users';

/** The site admin area's core (part 3 §2.2 dashboard and user, §7 Admin; decision 36). */
export function adminRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.adminDashboardInfo, async (_c, { deps }) => reply(await dashboardInfo(deps)));

  defineRoute(app, E.adminRecentSessions, async (_c, { principal, deps }) => reply(await recentSessions(deps, principal)));

  defineRoute(app, E.adminUserList, async (_c, { query, deps }) => reply(await listUsers(deps, query)));

  defineRoute(app, E.adminEditUser, async (_c, { body, principal, deps, audit }) => reply(await editUser(deps, principal, body, audit), 'Update_Successfully'));

  defineRoute(app, E.adminDeleteUsers, async (_c, { body, principal, deps, audit }) => reply(await deleteUsers(deps, principal, body.ids, audit), 'Delete_successfully'));

  defineRoute(app, E.adminImportUsers, async (_c, { body, deps, audit }) => {
    const report = await importUsers(deps, body, audit);
    return body.check ? reply(report) : reply(report, 'Import successfully');
  });

  defineRoute(app, E.adminGenerateUsers, async (_c, { body, deps, audit }) => reply(await generateUsers(deps, body, audit), 'Generate_Successfully'));

  defineRoute(app, E.adminRoleList, async (_c, { deps }) => reply(await roleList(deps)));

  defineRoute(app, E.adminAuditList, async (_c, { query, deps }) => reply(await auditList(deps, query)));
}
