import type { Hono } from 'hono';
import { ENDPOINTS } from '../../contract/endpoints';
import { database } from '../db/client';
import type { AppEnv } from '../lib/app-env';
import { clientIp } from '../lib/client-ip';
import { defineRoute } from '../lib/define-route';
import { ok } from '../lib/envelope';
import * as judging from '../judging/judging';
import { problemLanguageNames } from '../problems/problem-access';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { submissionDetail, toSubmissionView } from '../submissions/submission-view';
import { checkSubmitCaptcha } from '../submissions/submit-captcha';

export function judgingRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, ENDPOINTS.submitProblemJudge, async (c, { body, principal, deps }) => {
    const db = database(c.env);
    const submissionsInWindow = await consumeRate(deps, RATE_RULES.submitPerUser, principal.user.id);
    await checkSubmitCaptcha(deps, principal, submissionsInWindow, body);
    const row = await judging.submit(c.env, db, principal, body, clientIp(c));
    return ok(c, toSubmissionView(row, '', true), 'Submit code successfully');
  });

  defineRoute(app, ENDPOINTS.getSubmissionDetail, async (c, { query, principal }) => ok(c, await submissionDetail(database(c.env), query.submitId, principal)));

  defineRoute(app, ENDPOINTS.checkSubmissionsStatus, async (c, { body }) => ok(c, await judging.submissionStatuses(database(c.env), body.submitIds)));

  defineRoute(app, ENDPOINTS.submitProblemTestJudge, async (c, { body, principal, deps }) => {
    const db = database(c.env);
    await consumeRate(deps, RATE_RULES.testRunPerUser, principal.user.id);
    return ok(c, await judging.submitTestRun(c.env, db, principal, body), 'Submitted successfully');
  });

  defineRoute(app, ENDPOINTS.getTestJudgeResult, async (c, { query, principal }) => ok(c, await judging.testRunResult(database(c.env), principal, query.testJudgeKey)));

  defineRoute(app, ENDPOINTS.languages, async (c, { query }) => {
    const db = database(c.env);
    const all = await judging.judgeLanguages(db);
    const own = query.pid !== undefined && query.all !== 'true' ? await problemLanguageNames(db, query.pid) : null;
    return ok(c, own ? all.filter((l) => own.includes(l.name)) : all);
  });

  defineRoute(app, ENDPOINTS.resubmit, async (c, { query, principal }) => {
    const db = database(c.env);
    await judging.resubmit(c.env, db, principal, query.submitId);
    return ok(c, toSubmissionView(await judging.findSubmission(db, query.submitId), '', true), 'Resubmitted_Successfully');
  });

  defineRoute(app, ENDPOINTS.adminRejudge, async (c, { query }) => {
    const db = database(c.env);
    await judging.findSubmission(db, query.submitId);
    await judging.rejudge(c.env, db, [query.submitId]);
    return ok(c, toSubmissionView(await judging.findSubmission(db, query.submitId), '', true), 'Rejudge_successfully');
  });

  defineRoute(app, ENDPOINTS.adminRejudgeContestProblem, async (c, { query }) => {
    const db = database(c.env);
    const count = await judging.rejudge(c.env, db, await judging.contestProblemSubmissionIds(db, query.cid, query.pid));
    return ok(c, { count }, 'Rejudge_successfully');
  });

  defineRoute(app, ENDPOINTS.adminManualJudge, async (c, { query }) => {
    const db = database(c.env);
    await judging.manualJudge(db, query);
    return ok(c, toSubmissionView(await judging.findSubmission(db, query.submitId), '', true), 'Update_Successfully');
  });

  defineRoute(app, ENDPOINTS.adminCancelJudge, async (c, { query }) => {
    const db = database(c.env);
    await judging.cancelJudge(db, query.submitId);
    return ok(c, toSubmissionView(await judging.findSubmission(db, query.submitId), '', true), 'Cancel_Successfully');
  });
}
