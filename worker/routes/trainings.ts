import type { Hono } from 'hono';
import { TRAININGS_ENDPOINTS as E, TRAINING_MESSAGES } from '../../contract/api/trainings';
import type { AppEnv } from '../lib/app-env';
import { bearerToken } from '../lib/bearer';
import { defineRoute, reply } from '../lib/define-route';
import { addTraining, adminTraining, adminTrainingList, changeTraining, changeTrainingStatus, removeTraining } from '../trainings/admin-training';
import { addTrainingProblemFromPublic, adminTrainingProblems, removeTrainingProblem, updateTrainingProblem } from '../trainings/admin-training-problems';
import { addTrainingCategory, changeTrainingCategory, removeTrainingCategory } from '../trainings/categories';
import { registerTraining, trainingAccess } from '../trainings/registration';
import { searchPublicTrainings, trainingCategories, trainingDetail, trainingList } from '../trainings/training-list';
import { addTrainingPaper, adminTrainingPapers, removeTrainingPaper, trainingPapers } from '../trainings/training-papers';
import { trainingProblemDetails, trainingProblems } from '../trainings/training-problems';
import { trainingRank } from '../trainings/training-rank';

/** The training area (part 2 §2 "Trainings", §7; part 3's admin training calls). */
export function trainingRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getTrainingCategory, async (_c, { deps }) => reply(await trainingCategories(deps)));
  defineRoute(app, E.getTrainingList, async (_c, { query, principal, deps }) => reply(await trainingList(deps, query, principal)));
  defineRoute(app, E.getTrainingDetail, async (_c, { query, principal, deps }) => reply(await trainingDetail(deps, query.tid, principal)));
  defineRoute(app, E.registerTraining, async (_c, { body, principal, deps }) => {
    await registerTraining(deps, principal, body);
    return reply(null, TRAINING_MESSAGES.registered);
  });
  defineRoute(app, E.getTrainingAccess, async (_c, { query, principal, deps }) => reply(await trainingAccess(deps, principal, query.tid)));
  defineRoute(app, E.getTrainingProblemList, async (_c, { query, principal, deps }) => reply(await trainingProblems(deps, query.tid, principal)));
  defineRoute(app, E.getTrainingProblemDetails, async (_c, { query, principal, deps }) => reply(await trainingProblemDetails(deps, query, principal)));
  defineRoute(app, E.getTrainingRank, async (c, { query, principal, deps }) => reply(await trainingRank(deps, query, principal, bearerToken(c.req.header('Authorization')))));
  defineRoute(app, E.getTrainingExamList, async (_c, { query, principal, deps }) => reply(await trainingPapers(deps, query, principal)));

  // ---- admin (part 3 §2.2 training routes)

  defineRoute(app, E.adminGetTrainingList, async (_c, { query, principal, deps }) => reply(await adminTrainingList(deps, query, principal)));
  defineRoute(app, E.adminGetTraining, async (_c, { query, principal, deps }) => reply(await adminTraining(deps, query.tid, principal)));
  defineRoute(app, E.adminAddTraining, async (_c, { body, principal, deps }) => reply(await addTraining(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateTraining, async (_c, { body, principal, deps }) => reply(await changeTraining(deps, body, principal), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteTraining, async (_c, { query, principal, deps }) => {
    await removeTraining(deps, query.tid, principal);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.adminChangeTrainingStatus, async (_c, { query, principal, deps }) => {
    await changeTrainingStatus(deps, query, principal);
    return reply(null, 'Update_Successfully');
  });

  defineRoute(app, E.adminGetTrainingProblemList, async (_c, { query, principal, deps }) => reply(await adminTrainingProblems(deps, query, principal)));
  defineRoute(app, E.adminUpdateTrainingProblem, async (_c, { body, principal, deps }) => reply(await updateTrainingProblem(deps, body, principal), 'Update_Successfully'));
  defineRoute(app, E.adminRemoveTrainingProblem, async (_c, { query, principal, deps }) => {
    await removeTrainingProblem(deps, query, principal);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.adminAddTrainingProblemFromPublic, async (_c, { body, principal, deps }) => reply(await addTrainingProblemFromPublic(deps, body, principal), 'Add_Successfully'));

  defineRoute(app, E.adminGetTrainingExamList, async (_c, { query, principal, deps }) => reply(await adminTrainingPapers(deps, query, principal)));
  defineRoute(app, E.adminAddTrainingExam, async (_c, { body, principal, deps }) => reply(await addTrainingPaper(deps, body, principal), 'Add_Successfully'));
  defineRoute(app, E.adminRemoveTrainingExam, async (_c, { query, principal, deps }) => {
    await removeTrainingPaper(deps, query, principal);
    return reply(null, 'Delete_successfully');
  });

  defineRoute(app, E.adminAddTrainingCategory, async (_c, { body, principal, deps }) => reply(await addTrainingCategory(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.adminUpdateTrainingCategory, async (_c, { body, deps }) => reply(await changeTrainingCategory(deps, body), 'Update_Successfully'));
  defineRoute(app, E.adminDeleteTrainingCategory, async (_c, { query, deps }) => {
    await removeTrainingCategory(deps, query.cid);
    return reply(null, 'Delete_successfully');
  });
  defineRoute(app, E.adminSearchPublicTrainings, async (_c, { query, deps }) => reply(await searchPublicTrainings(deps, query)));
}
