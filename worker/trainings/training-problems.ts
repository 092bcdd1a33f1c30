import type { TrainingProblemDetail, TrainingProblemRow } from '../../contract/api/trainings';
import { TRAINING_MESSAGES } from '../../contract/rules/trainings';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { notFound } from '../lib/api-error';
import { problemDetailOf } from '../problems/problem-detail';
import { findProblemById, problemTagsQuery } from '../problems/queries';
import { toTagView } from '../problems/tags';
import { trainingProblemByDisplayId, trainingProblemList } from './queries';
import { enterTraining } from './training-access';
import { toTrainingProblemRow } from './view';

/** `get-training-problem-list`: the training's problems in rank order with their counts and tags. */
export async function trainingProblems(deps: Pick<Deps, 'db' | 'clock'>, tid: number, caller: Principal): Promise<TrainingProblemRow[]> {
  await enterTraining(deps, tid, caller);
  const list = await trainingProblemList(deps.db, tid);
  if (list.length === 0) return [];
  const tagRows = await problemTagsQuery(
    deps.db,
    list.map((p) => p.tp.pid),
  ).all();
  const tagsOf = new Map<number, ReturnType<typeof toTagView>[]>();
  for (const t of tagRows) tagsOf.set(t.pid, [...(tagsOf.get(t.pid) ?? []), toTagView(t.tag)]);
  return list.map((p) => toTrainingProblemRow(p, tagsOf.get(p.tp.pid) ?? []));
}

/**
 * `get-training-problem-details`: the public problem page's detail of a problem of the training,
 * under the training's display id and with the training named (decision 29).
 */
export async function trainingProblemDetails(deps: Pick<Deps, 'db' | 'clock'>, query: { tid: number; problemId: string }, caller: Principal): Promise<TrainingProblemDetail> {
  const { row: training } = await enterTraining(deps, query.tid, caller);
  const tp = await trainingProblemByDisplayId(deps.db, query.tid, query.problemId);
  const row = tp ? await findProblemById(deps.db, tp.tp.pid) : undefined;
  if (!tp || !row) throw notFound(TRAINING_MESSAGES.problemNotInTraining);
  const detail = await problemDetailOf(deps, row, caller);
  return {
    ...detail,
    problem: { ...detail.problem, problemId: tp.tp.displayId },
    training: { id: training.id, title: training.title, gid: training.gid },
  };
}
