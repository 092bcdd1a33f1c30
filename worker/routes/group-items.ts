import type { Hono } from 'hono';
import { GROUPS_ENDPOINTS as E } from '../../contract/api/groups';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';
import { adminContest, changeContestVisible, deleteContest } from '../contests/admin-contest';
import { adminContestProblemOf, adminContestProblems, removeContestProblem, updateContestProblem } from '../contests/admin-contest-problems';
import { addAnnouncement, adminAnnouncements, changeAnnouncement, removeAnnouncement } from '../contests/announcements';
import { refreshContestBoardLater } from '../scoreboard/board-client';
import { adminTraining, changeTrainingStatus, removeTraining } from '../trainings/admin-training';
import { adminTrainingProblems, removeTrainingProblem, updateTrainingProblem } from '../trainings/admin-training-problems';
import { adminTrainingPapers, removeTrainingPaper } from '../trainings/training-papers';
import {
  addGroupContest,
  addGroupContestProblemFromGroup,
  addGroupContestProblemFromPublic,
  changeGroupContest,
  createGroupContestProblem,
  groupAdminContestList,
  groupContestList,
  groupContestRow,
  updateGroupContestProblemFull,
} from '../group-items/group-contests';
import {
  addGroupTraining,
  addGroupTrainingFromPublic,
  addGroupTrainingProblemFromGroup,
  addGroupTrainingProblemFromPublic,
  changeGroupTraining,
  groupAdminTrainingList,
  groupTrainingList,
  groupTrainingOfProblemRow,
  groupTrainingRow,
} from '../group-items/group-trainings';

/**
 * Group homework and group contests (part 3 §2.7, §2.8, §7 "Groups"; decision 31). Each call makes
 * sure the item is a group's, then runs the site's use case, whose scope check decides the group's
 * admins (the group root, or the author while a group admin).
 */
export function groupItemRoutes(app: Hono<AppEnv>): void {
  // ---- homework

  defineRoute(app, E.getGroupTrainingList, async (_c, { query, principal, deps }) => reply(await groupTrainingList(deps, query, principal)));
  defineRoute(app, E.getGroupAdminTrainingList, async (_c, { query, principal, deps }) => reply(await groupAdminTrainingList(deps, query, principal)));
  defineRoute(app, E.getGroupTraining, async (_c, { query, principal, deps }) => {
    await groupTrainingRow(deps, query.tid);
    return reply(await adminTraining(deps, query.tid, principal));
  });
  defineRoute(app, E.addGroupTraining, async (_c, { body, principal, deps }) => reply(await addGroupTraining(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.updateGroupTraining, async (_c, { body, principal, deps }) => reply(await changeGroupTraining(deps, body, principal), 'Update_Successfully'));
  defineRoute(app, E.deleteGroupTraining, async (_c, { query, principal, deps }) => {
    await groupTrainingRow(deps, query.tid);
    await removeTraining(deps, query.tid, principal);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.changeGroupTrainingStatus, async (_c, { query, principal, deps }) => {
    await groupTrainingRow(deps, query.tid);
    await changeTrainingStatus(deps, query, principal);
    return reply(null, 'Update_Successfully');
  });
  defineRoute(app, E.getGroupTrainingProblemList, async (_c, { query, principal, deps }) => {
    await groupTrainingRow(deps, query.tid);
    return reply(await adminTrainingProblems(deps, query, principal));
  });
  defineRoute(app, E.updateGroupTrainingProblem, async (_c, { body, principal, deps }) => {
    await groupTrainingOfProblemRow(deps, body.id);
    return reply(await updateTrainingProblem(deps, body, principal), 'Update_Successfully');
  });
  defineRoute(app, E.deleteGroupTrainingProblem, async (_c, { query, principal, deps }) => {
    await groupTrainingRow(deps, query.tid);
    await removeTrainingProblem(deps, query, principal);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.addGroupTrainingProblemFromPublic, async (_c, { body, principal, deps }) => reply(await addGroupTrainingProblemFromPublic(deps, body, principal), 'Add_Successfully'));
  defineRoute(app, E.addGroupTrainingProblemFromGroup, async (_c, { body, principal, deps }) => reply(await addGroupTrainingProblemFromGroup(deps, body, principal), 'Add_Successfully'));
  defineRoute(app, E.getGroupTrainingExamList, async (_c, { query, principal, deps }) => {
    await groupTrainingRow(deps, query.tid);
    return reply(await adminTrainingPapers(deps, query, principal));
  });
  defineRoute(app, E.deleteGroupTrainingExam, async (_c, { query, principal, deps }) => {
    await groupTrainingRow(deps, query.tid);
    await removeTrainingPaper(deps, query, principal);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.addGroupTrainingFromPublic, async (_c, { body, principal, deps }) => reply(await addGroupTrainingFromPublic(deps, body, principal), 'Add_Successfully'));

  // ---- contests

  defineRoute(app, E.getGroupContestList, async (_c, { query, principal, deps }) => reply(await groupContestList(deps, query, principal)));
  defineRoute(app, E.getGroupAdminContestList, async (_c, { query, principal, deps }) => reply(await groupAdminContestList(deps, query, principal)));
  defineRoute(app, E.getGroupContest, async (_c, { query, principal, deps }) => {
    await groupContestRow(deps, query.cid);
    return reply(await adminContest(deps, query.cid, principal));
  });
  defineRoute(app, E.addGroupContest, async (_c, { body, principal, deps }) => reply(await addGroupContest(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.updateGroupContest, async (_c, { body, principal, deps }) => reply(await changeGroupContest(deps, body, principal), 'Update_Successfully'));
  defineRoute(app, E.deleteGroupContest, async (_c, { query, principal, deps }) => {
    await groupContestRow(deps, query.cid);
    await deleteContest(deps, query.cid, principal);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.changeGroupContestVisible, async (_c, { query, principal, deps }) => {
    await groupContestRow(deps, query.cid);
    await changeContestVisible(deps, query, principal);
    return reply(null, 'Update_Successfully');
  });

  // A change to the contest's problems changes its board's columns: the board is rebuilt behind the answer.
  const rebuilt = <T>(deps: Parameters<typeof refreshContestBoardLater>[0], cid: number, value: T): T => {
    refreshContestBoardLater(deps, cid);
    return value;
  };
  defineRoute(app, E.getGroupContestProblemList, async (_c, { query, principal, deps }) => {
    await groupContestRow(deps, query.cid);
    return reply(await adminContestProblems(deps, query, principal));
  });
  defineRoute(app, E.getGroupContestProblem, async (_c, { query, principal, deps }) => {
    await groupContestRow(deps, query.cid);
    return reply(await adminContestProblemOf(deps, query, principal));
  });
  defineRoute(app, E.updateGroupContestProblem, async (_c, { body, principal, deps }) => {
    await groupContestRow(deps, body.cid);
    return reply(rebuilt(deps, body.cid, await updateContestProblem(deps, body, principal)), 'Update_Successfully');
  });
  defineRoute(app, E.addGroupContestProblem, async (_c, { body, principal, deps }) => reply(rebuilt(deps, body.cid, await createGroupContestProblem(deps, body, principal)), 'Create_Successfully'));
  defineRoute(app, E.updateGroupContestProblemFull, async (_c, { body, principal, deps }) => reply(rebuilt(deps, body.cid, await updateGroupContestProblemFull(deps, body, principal)), 'Update_Successfully'));
  defineRoute(app, E.deleteGroupContestProblem, async (_c, { query, principal, deps }) => {
    await groupContestRow(deps, query.cid);
    await removeContestProblem(deps, query, principal);
    refreshContestBoardLater(deps, query.cid);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.addGroupContestProblemFromPublic, async (_c, { body, principal, deps }) => reply(rebuilt(deps, body.cid, await addGroupContestProblemFromPublic(deps, body, principal)), 'Add_Successfully'));
  defineRoute(app, E.addGroupContestProblemFromGroup, async (_c, { body, principal, deps }) => reply(rebuilt(deps, body.cid, await addGroupContestProblemFromGroup(deps, body, principal)), 'Add_Successfully'));

  defineRoute(app, E.getGroupContestAnnouncementList, async (_c, { query, principal, deps }) => {
    await groupContestRow(deps, query.cid);
    return reply(await adminAnnouncements(deps, query, principal));
  });
  defineRoute(app, E.addGroupContestAnnouncement, async (_c, { body, principal, deps }) => {
    await groupContestRow(deps, body.cid);
    return reply(await addAnnouncement(deps, body, principal), 'Create_Successfully');
  });
  defineRoute(app, E.updateGroupContestAnnouncement, async (_c, { body, principal, deps }) => {
    await groupContestRow(deps, body.cid);
    return reply(await changeAnnouncement(deps, body, principal), 'Update_Successfully');
  });
  defineRoute(app, E.deleteGroupContestAnnouncement, async (_c, { query, principal, deps }) => {
    await groupContestRow(deps, query.cid);
    await removeAnnouncement(deps, query, principal);
    return reply(null, 'Delete_successfully');
  });
}
