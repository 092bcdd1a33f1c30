import type { Context, Hono } from 'hono';
import { CONTESTS_ENDPOINTS as E } from '../../contract/api/contests';
import { badRequest, notFound } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { fileResponse } from '../lib/file-response';
import { acInfo, checkAcInfo } from '../contests/ac-info';
import { addContest, adminContest, adminContestList, changeContest, changeContestVisible, deleteContest } from '../contests/admin-contest';
import {
  addProblemFromPublic,
  adminContestProblemOf,
  adminContestProblems,
  createContestProblem,
  removeContestProblem,
  updateContestProblem,
  updateContestProblemFull,
} from '../contests/admin-contest-problems';
import { addAnnouncement, adminAnnouncements, changeAnnouncement, contestAnnouncements, notReadAnnouncements, removeAnnouncement } from '../contests/announcements';
import { contestInfo, contestList, contestOutsideInfo } from '../contests/contest-list';
import { contestProblemDetails, contestProblems } from '../contests/contest-problems';
import { contestSubmissionList, contestSubmissionStatuses } from '../contests/contest-submissions';
import { readContestImage, uploadContestImage } from '../contests/cover-image';
import { checkCoverUploader } from '../group-items/cover-access';
import { acceptedArchive } from '../contests/downloads';
import { checkPrinted, printJobs, printText, submitPrint } from '../contests/print';
import { contestAccess, contestStartTime, registerContest, startContest } from '../contests/registration';
import { refreshContestBoardLater } from '../scoreboard/board-client';

async function imageForm(c: Context<AppEnv>): Promise<{ form: FormData; file: File }> {
  const form = await c.req.formData().catch(() => {
    throw badRequest('The request must be multipart/form-data with an image field');
  });
  const file = form.get(E.uploadContestImage.multipartField);
  if (!(file instanceof File)) throw badRequest('image is required');
  return { form, file };
}

/**
 * The contest area (part 2 §2-§7 and part 3's admin contest calls). The boards (get-contest-rank,
 * the outside scoreboard and the scroll board) are served by worker/routes/scoreboard.ts.
 */
export function contestRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getContestList, async (_c, { query, deps }) => reply(await contestList(deps, query)));
  defineRoute(app, E.getContestInfo, async (_c, { query, principal, deps }) => reply(await contestInfo(deps, query.cid, principal)));
  defineRoute(app, E.getContestOutsizeInfo, async (_c, { query, principal, deps }) => reply(await contestOutsideInfo(deps, query.cid, principal)));

  defineRoute(app, E.registerContest, async (_c, { body, principal, deps }) => {
    await registerContest(deps, principal, body);
    return reply(null, 'Register contest successfully');
  });
  defineRoute(app, E.getContestAccess, async (_c, { query, principal, deps }) => reply(await contestAccess(deps, principal, query.cid)));
  defineRoute(app, E.startContest, async (_c, { query, principal, deps }) => reply(await startContest(deps, principal, query.cid)));
  defineRoute(app, E.getContestStartTime, async (_c, { query, principal, deps }) => reply(await contestStartTime(deps, principal, query.cid)));

  defineRoute(app, E.getContestProblem, async (_c, { query, principal, deps }) => reply(await contestProblems(deps, query, principal)));
  defineRoute(app, E.getContestProblemDetails, async (_c, { query, principal, deps }) => reply(await contestProblemDetails(deps, query, principal)));
  defineRoute(app, E.contestSubmissions, async (_c, { query, principal, deps }) => reply(await contestSubmissionList(deps, query, principal)));
  defineRoute(app, E.checkContestSubmissionsStatus, async (_c, { body, principal, deps }) => reply(await contestSubmissionStatuses(deps, body, principal)));

  defineRoute(app, E.getContestAnnouncement, async (_c, { query, principal, deps }) => reply(await contestAnnouncements(deps, query, principal)));
  defineRoute(app, E.getContestNotReadAnnouncement, async (_c, { body, principal, deps }) => reply(await notReadAnnouncements(deps, body, principal)));

  defineRoute(app, E.getContestAcInfo, async (_c, { query, principal, deps }) => reply(await acInfo(deps, query, principal)));
  defineRoute(app, E.checkContestAcInfo, async (_c, { body, principal, deps }) => {
    await checkAcInfo(deps, body, principal);
    return reply(null, 'Update_Successfully');
  });

  defineRoute(app, E.submitPrintText, async (_c, { body, principal, deps }) => {
    await submitPrint(deps, body, principal);
    return reply(null, 'Submit code successfully');
  });
  defineRoute(app, E.getContestPrint, async (_c, { query, principal, deps }) => reply(await printJobs(deps, query, principal)));
  defineRoute(app, E.checkContestPrintStatus, async (_c, { query, principal, deps }) => {
    await checkPrinted(deps, query, principal);
    return reply(null, 'Update_Successfully');
  });
  defineRoute(app, E.downloadContestPrintText, async (_c, { query, principal, deps }) => {
    const { name, text } = await printText(deps, query.id, principal);
    return fileResponse(text, 'text/plain; charset=utf-8', name);
  });
  defineRoute(app, E.downloadContestAcSubmission, async (_c, { query, principal, deps }) => {
    const { name, bytes } = await acceptedArchive(deps, query, principal);
    return fileResponse(bytes, 'application/zip', name);
  });

  defineRoute(app, E.uploadContestImage, async (c, { principal, deps }) => {
    const { form, file } = await imageForm(c);
    // Site admins, or the managers of a group contest (cid) or the admins of a group creating one (gid).
    await checkCoverUploader(deps, principal, form);
    const uploaded = await uploadContestImage(deps, file);
    // The spec's form reads the URL from msg; data carries it too.
    return reply(uploaded, uploaded.link);
  });
  defineRoute(app, E.contestImage, async (c, { deps }) => {
    const object = await readContestImage(deps.files, c.req.param('name') ?? '');
    if (!object) throw notFound('The image does not exist');
    const headers = new Headers();
    object.writeHttpMetadata(headers);
    headers.set('ETag', object.httpEtag);
    headers.set('X-Content-Type-Options', 'nosniff');
    // An SVG is served as an image only: no script runs if someone opens it directly.
    headers.set('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    return new Response(object.body, { headers });
  });

  // ---- admin (part 3 §7 "Contest")

  defineRoute(app, E.adminGetContestList, async (_c, { query, principal, deps }) => reply(await adminContestList(deps, query, principal)));
  defineRoute(app, E.adminGetContest, async (_c, { query, principal, deps }) => reply(await adminContest(deps, query.cid, principal)));
  defineRoute(app, E.adminAddContest, async (_c, { body, principal, deps }) => reply(await addContest(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateContest, async (_c, { body, principal, deps }) => reply(await changeContest(deps, body, principal), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteContest, async (_c, { query, principal, deps }) => {
    await deleteContest(deps, query.cid, principal);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.adminChangeContestVisible, async (_c, { query, principal, deps }) => {
    await changeContestVisible(deps, query, principal);
    return reply(null, 'Update_Successfully');
  });

  defineRoute(app, E.adminGetContestProblemList, async (_c, { query, principal, deps }) => reply(await adminContestProblems(deps, query, principal)));
  // A change to the contest's problems changes its board's columns: the board is rebuilt behind the answer.
  const rebuilt = <T>(deps: Parameters<typeof refreshContestBoardLater>[0], cid: number, value: T): T => {
    refreshContestBoardLater(deps, cid);
    return value;
  };
  defineRoute(app, E.adminAddContestProblemFromPublic, async (_c, { body, principal, deps }) => reply(rebuilt(deps, body.cid, await addProblemFromPublic(deps, body, principal)), 'Add_Successfully'));
  defineRoute(app, E.adminGetContestProblem, async (_c, { query, principal, deps }) => reply(await adminContestProblemOf(deps, query, principal)));
  defineRoute(app, E.adminUpdateContestProblem, async (_c, { body, principal, deps }) => reply(rebuilt(deps, body.cid, await updateContestProblem(deps, body, principal)), 'Update_Successfully'));
  defineRoute(app, E.adminAddContestProblem, async (_c, { body, principal, deps }) => reply(rebuilt(deps, body.cid, await createContestProblem(deps, body, principal)), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateContestProblemFull, async (_c, { body, principal, deps }) => reply(rebuilt(deps, body.cid, await updateContestProblemFull(deps, body, principal)), 'Update_Successfully'));
  defineRoute(app, E.adminRemoveContestProblem, async (_c, { query, principal, deps }) => {
    await removeContestProblem(deps, query, principal);
    refreshContestBoardLater(deps, query.cid);
    return reply(null, 'Delete_successfully');
  });

  defineRoute(app, E.adminGetContestAnnouncements, async (_c, { query, principal, deps }) => reply(await adminAnnouncements(deps, query, principal)));
  defineRoute(app, E.adminAddContestAnnouncement, async (_c, { body, principal, deps }) => reply(await addAnnouncement(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateContestAnnouncement, async (_c, { body, principal, deps }) => reply(await changeAnnouncement(deps, body, principal), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteContestAnnouncement, async (_c, { query, principal, deps }) => {
    await removeAnnouncement(deps, query, principal);
    return reply(null, 'Delete_successfully');
  });
}
