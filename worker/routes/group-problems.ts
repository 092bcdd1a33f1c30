import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { badRequest } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import {
  applyGroupProblemPublic,
  changeGroupProblemProgress,
  groupAdminProblemList,
  groupCompileChecker,
  groupProblemApplyList,
  groupProblemList,
  managedGroupProblem,
  userGroupProblemStatuses,
} from '../group-problems/group-problems';
import { groupAdminStanding } from '../group-problems/access';
import { adminProblemDetail } from '../problems/admin-problem-list';
import { problemCaseList } from '../problems/problem-cases';
import { changeProblemAuth, createProblem, deleteProblem, updateProblem } from '../problems/problem-save';

/**
 * Group problems (part 3 §2.6, §3.4, §7 "Groups"): the group check in front, then the site's own
 * problem use cases with all their save rules (decision 31); and the site admins' examination of
 * the group problems that ask for the public bank.
 */
export function groupProblemRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.getGroupProblemList, async (_c, { query, principal, deps }) => reply(await groupProblemList(deps, query, principal)));

  defineRoute(app, ENDPOINTS.getGroupAdminProblemList, async (_c, { query, principal, deps }) => reply(await groupAdminProblemList(deps, query, principal)));

  defineRoute(app, ENDPOINTS.getGroupProblem, async (_c, { query, principal, deps }) => {
    await managedGroupProblem(deps.db, query.pid, principal);
    return reply(await adminProblemDetail(deps, query.pid, principal));
  });

  defineRoute(app, ENDPOINTS.addGroupProblem, async (_c, { body, principal, deps }) => {
    const gid = body.problem.gid;
    if (!gid) throw badRequest('problem.gid is required');
    await groupAdminStanding(deps.db, gid, principal);
    return reply(await createProblem(deps, principal, body), 'Create_Successfully');
  });

  defineRoute(app, ENDPOINTS.updateGroupProblem, async (_c, { body, principal, deps }) => {
    if (!body.problem.id) throw badRequest('problem.id is required to update a problem');
    await managedGroupProblem(deps.db, body.problem.id, principal, body.problem.gid ?? undefined);
    return reply(await updateProblem(deps, principal, body), 'Update_Successfully');
  });

  defineRoute(app, ENDPOINTS.deleteGroupProblem, async (_c, { query, principal, deps }) => {
    await managedGroupProblem(deps.db, query.pid, principal, query.gid);
    await deleteProblem(deps, query.pid, principal);
    return reply(null, 'Delete_successfully');
  });

  defineRoute(app, ENDPOINTS.getGroupProblemCases, async (_c, { query, principal, deps }) => {
    await managedGroupProblem(deps.db, query.pid, principal);
    return reply(await problemCaseList(deps, query.pid, principal, query.isUpload));
  });

  defineRoute(app, ENDPOINTS.changeGroupProblemAuth, async (_c, { body, principal, deps }) => {
    await managedGroupProblem(deps.db, body.pid, principal, body.gid);
    await changeProblemAuth(deps, principal, body);
    return reply(null, 'Update_Successfully');
  });

  defineRoute(app, ENDPOINTS.applyGroupProblemPublic, async (_c, { query, principal, deps }) => {
    await applyGroupProblemPublic(deps, query.pid, query.isApplied, principal);
    return reply(null, 'Apply_Successfully');
  });

  const checkerMessage = 'The code compiled';
  defineRoute(app, ENDPOINTS.groupCompileSpj, async (_c, { body, principal, deps }) => reply(await groupCompileChecker(deps, principal, 'spj', body), checkerMessage));
  defineRoute(app, ENDPOINTS.groupCompileInteractive, async (_c, { body, principal, deps }) => reply(await groupCompileChecker(deps, principal, 'interactive', body), checkerMessage));

  defineRoute(app, ENDPOINTS.getUserGroupProblemStatus, async (_c, { body, principal, deps }) => reply(await userGroupProblemStatuses(deps, principal, body)));

  defineRoute(app, ENDPOINTS.adminGetGroupProblemApplyList, async (_c, { query, deps }) => reply(await groupProblemApplyList(deps, query)));

  defineRoute(app, ENDPOINTS.adminChangeGroupProblemProgress, async (_c, { query, principal, deps }) => {
    await changeGroupProblemProgress(deps, query.pid, query.progress, principal);
    return reply(null, 'Update_Successfully');
  });
}
