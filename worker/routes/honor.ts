import type { Hono } from 'hono';
import { HONOR_ENDPOINTS as E } from '../../contract/api/honor';
import { addHonorRoll, adminHonorRolls, deleteHonorRoll, homeHonorRoll, updateHonorRoll } from '../honor/honor-rolls';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';

/** The monthly honor roll (part 1 §7, part 3 §2.2 `honor`): the home card's read and the admin roles' table. */
export function honorRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getMonthRanking, async (_c, { deps }) => reply(await homeHonorRoll(deps)));
  defineRoute(app, E.adminMonthRankingList, async (_c, { query, deps }) => reply(await adminHonorRolls(deps, query)));
  defineRoute(app, E.adminAddMonthRanking, async (_c, { body, principal, deps }) => reply(await addHonorRoll(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateMonthRanking, async (_c, { body, deps }) => reply(await updateHonorRoll(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteMonthRanking, async (_c, { query, deps }) => {
    await deleteHonorRoll(deps, query.id);
    return reply(null, 'Delete_successfully');
  });
}
