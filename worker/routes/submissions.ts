import type { Hono } from 'hono';
import { SUBMISSIONS_ENDPOINTS as E } from '../../contract/api/submissions';
import type { AppEnv } from '../lib/app-env';
import { clientIp } from '../lib/client-ip';
import { defineRoute, reply } from '../lib/define-route';
import { consumeRate, RATE_RULES } from '../lib/rate-limit';
import { cancelJudge, manualJudge, rejudge, resubmit } from '../submissions/admin-judge';
import { allCaseResults } from '../submissions/case-results';
import { findSubmission, contestProblemSubmissionIds } from '../submissions/queries';
import { shareSubmission } from '../submissions/share';
import { statusCheck } from '../submissions/status-check';
import { submit } from '../submissions/submit';
import { submissionDetail } from '../submissions/submission-detail';
import { submissionList } from '../submissions/submission-list';
import { checkSubmitCaptcha } from '../submissions/submit-captcha';
import { checkSubmitInterval } from '../submissions/submit-interval';
import { toSubmissionView } from '../submissions/view';
import { refreshContestBoardLater } from '../scoreboard/board-client';

/** Every submissions call (part 1 §2 "Submission list" and "Submission detail", §4 the judge actions). */
export function submissionRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.submitProblemJudge, async (c, { body, principal, deps }) => {
    const submissionsInWindow = await consumeRate(deps, RATE_RULES.submitPerUser, principal.user.id);
    await checkSubmitCaptcha(deps, principal, submissionsInWindow, body);
    await checkSubmitInterval(deps, principal, (body.cid ?? 0) > 0);
    const row = await submit(deps, principal, body, clientIp(c));
    return reply(toSubmissionView(row, '', true), 'Submit code successfully');
  });

  defineRoute(app, E.getSubmissionDetail, async (_c, { query, principal, deps }) => reply(await submissionDetail(deps, query.submitId, principal)));

  defineRoute(app, E.checkSubmissionsStatus, async (_c, { body, principal, deps }) => reply(await statusCheck(deps, body.submitIds, principal)));

  defineRoute(app, E.getSubmissionList, async (_c, { query, principal, deps }) => reply(await submissionList(deps, query, principal)));

  defineRoute(app, E.getAllCaseResult, async (_c, { query, principal, deps }) => reply(await allCaseResults(deps, query.submitId, principal)));

  defineRoute(app, E.updateSubmission, async (_c, { body, principal, deps }) => {
    const view = await shareSubmission(deps, principal, body);
    return reply(view, body.share ? 'Shared_successfully' : 'Cancel_Sharing_Successfully');
  });

  defineRoute(app, E.resubmit, async (_c, { query, principal, deps }) => {
    await resubmit(deps, principal, query.submitId);
    return reply(toSubmissionView(await findSubmission(deps.db, query.submitId), '', true), 'Resubmitted_Successfully');
  });

  defineRoute(app, E.adminRejudge, async (_c, { query, deps }) => {
    await findSubmission(deps.db, query.submitId);
    await rejudge(deps, [query.submitId]);
    return reply(toSubmissionView(await findSubmission(deps.db, query.submitId), '', true), 'Rejudge_successfully');
  });

  defineRoute(app, E.adminRejudgeContestProblem, async (_c, { query, deps }) => {
    const count = await rejudge(deps, await contestProblemSubmissionIds(deps.db, query.cid, query.pid));
    // Many rows change at once: the board is rebuilt from D1 rather than left to the verdicts one by one.
    if (count > 0) refreshContestBoardLater(deps, query.cid);
    return reply({ count }, 'Rejudge_successfully');
  });

  defineRoute(app, E.adminManualJudge, async (_c, { query, deps }) => {
    await manualJudge(deps, query);
    return reply(toSubmissionView(await findSubmission(deps.db, query.submitId), '', true), 'Update_Successfully');
  });

  defineRoute(app, E.adminCancelJudge, async (_c, { query, deps }) => {
    await cancelJudge(deps, query.submitId);
    return reply(toSubmissionView(await findSubmission(deps.db, query.submitId), '', true), 'Cancel_Successfully');
  });
}
