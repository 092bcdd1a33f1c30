import type {
  AdminTrainingExamRow,
  AdminTrainingProblemRow,
  AdminTrainingRow,
  AdminTrainingView,
  TrainingCategoryView,
  TrainingDetail,
  TrainingExamRow,
  TrainingListRow,
  TrainingProblemRow,
} from '../../contract/api/trainings';
import type { TagView } from '../../contract/api/problems';
import { TRAINING_AUTH, type TrainingAuth } from '../../contract/rules/trainings';
import { iso, rankShowNameOf } from '../contests/view';
import type { CategoryRow, PaperItem, TrainingListItem, TrainingProblemItem, TrainingRow } from './queries';

/** Row → response shaping of the training area. Times go out as ISO 8601. */

const authOf = (value: string): TrainingAuth => (value === TRAINING_AUTH.private ? TRAINING_AUTH.private : TRAINING_AUTH.public);

export function toCategoryView(row: CategoryRow): TrainingCategoryView {
  return { id: row.id, name: row.name, color: row.color, gid: row.gid };
}

export function toTrainingListRow(item: TrainingListItem): TrainingListRow {
  const { row } = item;
  return {
    id: row.id,
    rank: row.rank,
    title: row.title,
    auth: authOf(row.auth),
    categoryId: row.categoryId,
    categoryName: item.categoryName,
    categoryColor: item.categoryColor,
    problemCount: item.problemCount,
    acCount: item.acCount,
    gid: row.gid,
    author: row.author,
    gmtModified: iso(row.gmtModified),
  };
}

export function toTrainingDetail(item: TrainingListItem, admin: boolean): TrainingDetail {
  return { ...toTrainingListRow(item), description: item.row.description, rankShowName: rankShowNameOf(item.row.rankShowName), isAdmin: admin };
}

export function toAdminTrainingRow(item: TrainingListItem): AdminTrainingRow {
  return { ...toTrainingListRow(item), status: item.row.status, privatePwd: item.row.privatePwd };
}

export function toAdminTrainingView(row: TrainingRow): AdminTrainingView {
  return {
    id: row.id,
    rank: row.rank,
    title: row.title,
    description: row.description,
    auth: authOf(row.auth),
    privatePwd: row.privatePwd,
    rankShowName: rankShowNameOf(row.rankShowName),
    status: row.status,
    gid: row.gid,
    author: row.author,
    gmtCreate: iso(row.gmtCreate),
    gmtModified: iso(row.gmtModified),
  };
}

export function toTrainingProblemRow(item: TrainingProblemItem, tags: TagView[]): TrainingProblemRow {
  return {
    id: item.tp.id,
    tid: item.tp.tid,
    pid: item.tp.pid,
    problemId: item.tp.displayId,
    title: item.title,
    difficulty: item.difficulty,
    type: item.type,
    tags,
    ac: item.ac,
    total: item.total,
    rank: item.tp.rank,
  };
}

export function toAdminTrainingProblemRow(item: TrainingProblemItem): AdminTrainingProblemRow {
  return {
    id: item.tp.id,
    tid: item.tp.tid,
    pid: item.tp.pid,
    rank: item.tp.rank,
    displayId: item.tp.displayId,
    problemId: item.problemId,
    title: item.title,
    type: item.type,
    auth: item.auth,
    author: item.author,
  };
}

export function toTrainingExamRow(item: PaperItem): TrainingExamRow {
  return { id: item.te.eid, title: item.title, examRepoId: item.examRepoId, problemCount: item.problemCount, totalScore: item.totalScore, userScore: item.userScore };
}

export function toAdminTrainingExamRow(item: PaperItem): AdminTrainingExamRow {
  return { id: item.te.id, tid: item.te.tid, eid: item.te.eid, title: item.title, examRepoId: item.examRepoId, repoTitle: item.repoTitle, problemCount: item.problemCount, totalScore: item.totalScore };
}
