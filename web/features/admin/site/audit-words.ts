import type { ENDPOINTS } from '../../../../contract/endpoints';
import { msgId } from '../../../lib/message-id';

/**
 * The audit log's words (issue 21 item 13, decision 47): each recorded call as an operation a person
 * reads ("Edit a contest"), each target kind as a noun, and a configuration change as the fields that
 * moved, before and after. The table is typed by the registry, so a new admin write without words
 * fails the type check.
 */

type Registry = typeof ENDPOINTS;
/** The calls the log records (worker/admin/rules.ts isAudited): every non-GET entry of an admin access level. */
export type AuditedCall = {
  [K in keyof Registry]: Registry[K] extends { method: infer M; access: infer A } ? (M extends 'GET' ? never : A extends 'admin' | 'siteAdmin' | 'root' ? K : never) : never;
}[keyof Registry];

export const AUDIT_OPERATIONS: Record<AuditedCall, string> = {
  adminSwitchUpdate: msgId('Audit_Op_adminSwitchUpdate'),
  adminSetWebConfig: msgId('Audit_Op_adminSetWebConfig'),
  adminSetEmailConfig: msgId('Audit_Op_adminSetEmailConfig'),
  adminTestEmail: msgId('Audit_Op_adminTestEmail'),
  adminSetSmsConfig: msgId('Audit_Op_adminSetSmsConfig'),
  adminSetJudgeConfig: msgId('Audit_Op_adminSetJudgeConfig'),
  uploadCarouselImage: msgId('Audit_Op_uploadCarouselImage'),
  adminDeleteCarouselImage: msgId('Audit_Op_adminDeleteCarouselImage'),
  adminAddProblem: msgId('Audit_Op_adminAddProblem'),
  adminUpdateProblem: msgId('Audit_Op_adminUpdateProblem'),
  adminDeleteProblem: msgId('Audit_Op_adminDeleteProblem'),
  adminChangeProblemAuth: msgId('Audit_Op_adminChangeProblemAuth'),
  adminCompileSpj: msgId('Audit_Op_adminCompileSpj'),
  adminCompileInteractive: msgId('Audit_Op_adminCompileInteractive'),
  adminBatchZip: msgId('Audit_Op_adminBatchZip'),
  importProblem: msgId('Audit_Op_importProblem'),
  importFpsProblem: msgId('Audit_Op_importFpsProblem'),
  importQdojProblem: msgId('Audit_Op_importQdojProblem'),
  importHydroProblem: msgId('Audit_Op_importHydroProblem'),
  adminAddTag: msgId('Audit_Op_adminAddTag'),
  adminUpdateTag: msgId('Audit_Op_adminUpdateTag'),
  adminDeleteTag: msgId('Audit_Op_adminDeleteTag'),
  adminAddTagClassification: msgId('Audit_Op_adminAddTagClassification'),
  adminUpdateTagClassification: msgId('Audit_Op_adminUpdateTagClassification'),
  adminDeleteTagClassification: msgId('Audit_Op_adminDeleteTagClassification'),
  adminAddContest: msgId('Audit_Op_adminAddContest'),
  adminUpdateContest: msgId('Audit_Op_adminUpdateContest'),
  adminDeleteContest: msgId('Audit_Op_adminDeleteContest'),
  adminChangeContestVisible: msgId('Audit_Op_adminChangeContestVisible'),
  adminAddContestProblemFromPublic: msgId('Audit_Op_adminAddContestProblemFromPublic'),
  adminUpdateContestProblem: msgId('Audit_Op_adminUpdateContestProblem'),
  adminAddContestProblem: msgId('Audit_Op_adminAddContestProblem'),
  adminUpdateContestProblemFull: msgId('Audit_Op_adminUpdateContestProblemFull'),
  adminRemoveContestProblem: msgId('Audit_Op_adminRemoveContestProblem'),
  adminAddContestAnnouncement: msgId('Audit_Op_adminAddContestAnnouncement'),
  adminUpdateContestAnnouncement: msgId('Audit_Op_adminUpdateContestAnnouncement'),
  adminDeleteContestAnnouncement: msgId('Audit_Op_adminDeleteContestAnnouncement'),
  adminAddTraining: msgId('Audit_Op_adminAddTraining'),
  adminUpdateTraining: msgId('Audit_Op_adminUpdateTraining'),
  adminDeleteTraining: msgId('Audit_Op_adminDeleteTraining'),
  adminChangeTrainingStatus: msgId('Audit_Op_adminChangeTrainingStatus'),
  adminUpdateTrainingProblem: msgId('Audit_Op_adminUpdateTrainingProblem'),
  adminRemoveTrainingProblem: msgId('Audit_Op_adminRemoveTrainingProblem'),
  adminAddTrainingProblemFromPublic: msgId('Audit_Op_adminAddTrainingProblemFromPublic'),
  adminAddTrainingExam: msgId('Audit_Op_adminAddTrainingExam'),
  adminRemoveTrainingExam: msgId('Audit_Op_adminRemoveTrainingExam'),
  adminAddTrainingCategory: msgId('Audit_Op_adminAddTrainingCategory'),
  adminUpdateTrainingCategory: msgId('Audit_Op_adminUpdateTrainingCategory'),
  adminDeleteTrainingCategory: msgId('Audit_Op_adminDeleteTrainingCategory'),
  resetExamAttempt: msgId('Audit_Op_resetExamAttempt'),
  adminAddExam: msgId('Audit_Op_adminAddExam'),
  adminUpdateExam: msgId('Audit_Op_adminUpdateExam'),
  adminDeleteExam: msgId('Audit_Op_adminDeleteExam'),
  adminAddRepo: msgId('Audit_Op_adminAddRepo'),
  adminUpdateRepo: msgId('Audit_Op_adminUpdateRepo'),
  adminDeleteRepo: msgId('Audit_Op_adminDeleteRepo'),
  adminAddQuestion: msgId('Audit_Op_adminAddQuestion'),
  adminUpdateQuestion: msgId('Audit_Op_adminUpdateQuestion'),
  adminDeleteQuestion: msgId('Audit_Op_adminDeleteQuestion'),
  adminAddQuestionsToRepo: msgId('Audit_Op_adminAddQuestionsToRepo'),
  adminRemoveQuestionFromRepo: msgId('Audit_Op_adminRemoveQuestionFromRepo'),
  adminImportQuestions: msgId('Audit_Op_adminImportQuestions'),
  adminChangeGroupProblemProgress: msgId('Audit_Op_adminChangeGroupProblemProgress'),
  saveDiscussionCategory: msgId('Audit_Op_saveDiscussionCategory'),
  adminChangeDiscussion: msgId('Audit_Op_adminChangeDiscussion'),
  adminHandleReport: msgId('Audit_Op_adminHandleReport'),
  adminAddAnnouncement: msgId('Audit_Op_adminAddAnnouncement'),
  adminUpdateAnnouncement: msgId('Audit_Op_adminUpdateAnnouncement'),
  adminDeleteAnnouncement: msgId('Audit_Op_adminDeleteAnnouncement'),
  adminAddNotice: msgId('Audit_Op_adminAddNotice'),
  adminUpdateNotice: msgId('Audit_Op_adminUpdateNotice'),
  adminDeleteNotice: msgId('Audit_Op_adminDeleteNotice'),
  adminSetCommunityConfig: msgId('Audit_Op_adminSetCommunityConfig'),
  adminAddVip: msgId('Audit_Op_adminAddVip'),
  adminRemoveVip: msgId('Audit_Op_adminRemoveVip'),
  adminAddCourse: msgId('Audit_Op_adminAddCourse'),
  adminUpdateCourse: msgId('Audit_Op_adminUpdateCourse'),
  adminDeleteCourse: msgId('Audit_Op_adminDeleteCourse'),
  adminUpdateTeam: msgId('Audit_Op_adminUpdateTeam'),
  adminAddTeamAnnouncement: msgId('Audit_Op_adminAddTeamAnnouncement'),
  adminUpdateTeamAnnouncement: msgId('Audit_Op_adminUpdateTeamAnnouncement'),
  adminDeleteTeamAnnouncement: msgId('Audit_Op_adminDeleteTeamAnnouncement'),
  adminAddTrainingCamp: msgId('Audit_Op_adminAddTrainingCamp'),
  adminUpdateTrainingCamp: msgId('Audit_Op_adminUpdateTrainingCamp'),
  adminDeleteTrainingCamp: msgId('Audit_Op_adminDeleteTrainingCamp'),
  adminSetLivestream: msgId('Audit_Op_adminSetLivestream'),
  adminEditUser: msgId('Audit_Op_adminEditUser'),
  adminDeleteUsers: msgId('Audit_Op_adminDeleteUsers'),
  adminImportUsers: msgId('Audit_Op_adminImportUsers'),
  adminGenerateUsers: msgId('Audit_Op_adminGenerateUsers'),
  adminAddMonthRanking: msgId('Audit_Op_adminAddMonthRanking'),
  adminUpdateMonthRanking: msgId('Audit_Op_adminUpdateMonthRanking'),
  adminDeleteMonthRanking: msgId('Audit_Op_adminDeleteMonthRanking'),
};

/** The catalog id of a call's words, or null for a call no longer in the registry (an old record keeps its name). */
export function auditOperationLabel(call: string): string | null {
  return (AUDIT_OPERATIONS as Record<string, string>)[call] ?? null;
}

export const AUDIT_TARGET_KIND_LABELS: Record<string, string> = {
  user: msgId('Audit_Kind_user'),
  problem: msgId('Audit_Kind_problem'),
  contest: msgId('Audit_Kind_contest'),
  training: msgId('Audit_Kind_training'),
  group: msgId('Audit_Kind_group'),
  exam: msgId('Audit_Kind_exam'),
  repo: msgId('Audit_Kind_repo'),
  discussion: msgId('Audit_Kind_discussion'),
  announcement: msgId('Audit_Kind_announcement'),
  notice: msgId('Audit_Kind_notice'),
  course: msgId('Audit_Kind_course'),
};

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields that differ between a record's before and after (top level; a nested value compares as
 * JSON), in the after's order then fields only the before had. Nothing to compare (either side not an
 * object) gives none: the dialog still shows both sides whole.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const isObject = (x: unknown): x is Record<string, unknown> => x !== null && typeof x === 'object' && !Array.isArray(x);
  if (!isObject(before) || !isObject(after)) return [];
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field])).map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A value of a change in one short line. */
export function changeValue(value: unknown): string {
  if (value === undefined || value === null) return '–';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

