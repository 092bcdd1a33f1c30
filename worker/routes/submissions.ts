import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { database } from '../db/client';
import type { AppEnv } from '../lib/app-env';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/envelope';
import { allCaseResults, shareSubmission, submissionList } from '../submissions/submission-view';

/** Submission lists, case results and code sharing (part 1 §2 "Submission list" and "Submission detail"). */
export function submissionRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.getSubmissionList, async (c, { query, principal }) => ok(c, await submissionList(c.env, database(c.env), query, principal)));

  defineRoute(app, ENDPOINTS.getAllCaseResult, async (c, { query, principal }) => ok(c, await allCaseResults(database(c.env), query.submitId, principal)));

  defineRoute(app, ENDPOINTS.updateSubmission, async (c, { body, principal }) => {
    const view = await shareSubmission(database(c.env), principal, body);
    return ok(c, view, body.share ? 'Shared_successfully' : 'Cancel_Sharing_Successfully');
  });
}
