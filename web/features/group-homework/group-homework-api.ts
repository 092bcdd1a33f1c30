import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf } from '../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { groupKeys } from '../../lib/group-keys';
import { groupBank, memberPublicBank } from '../../lib/problem-choices';

/** The homework tab's lists and the admin list: 10 a page (the group lists' admin size, part 3 §9). */
export const HOMEWORK_PAGE_SIZE = 10;
/** The import dialog searches the public trainings, at most 100 at once (part 3 §7, §9). */
export const PUBLIC_TRAINING_SEARCH_LIMIT = 100;

export const homeworkKey = (gid: number) => groupKeys.section(gid, 'trainings');

/**
 * A group's homework calls (part 3 §7 "Training"), in the shape the admin training form, problem list
 * and paper list take (web/features/admin/trainings TrainingManageCalls), so those pages manage a
 * group's homework with its /api/group/* calls.
 */
export function groupHomeworkCalls(gid: number) {
  return {
    get: (tid: number, signal?: AbortSignal) => api.request(ENDPOINTS.getGroupTraining, { query: { tid }, signal }),
    create: (body: BodyOf<typeof ENDPOINTS.addGroupTraining>) => api.request(ENDPOINTS.addGroupTraining, { body }),
    update: (body: BodyOf<typeof ENDPOINTS.updateGroupTraining>) => api.request(ENDPOINTS.updateGroupTraining, { body }),
    problems: (query: { tid: number; currentPage?: number; limit?: number; keyword?: string }, signal?: AbortSignal) =>
      api.request(ENDPOINTS.getGroupTrainingProblemList, { query, signal }),
    updateProblemRank: (id: number, rank: number) => api.request(ENDPOINTS.updateGroupTrainingProblem, { body: { id, rank } }),
    removeProblem: (tid: number, pid: number) => api.request(ENDPOINTS.deleteGroupTrainingProblem, { query: { tid, pid } }),
    addProblemFromPublic: (tid: number, pid: number) => api.request(ENDPOINTS.addGroupTrainingProblemFromPublic, { body: { tid, pid } }),
    publicBank: memberPublicBank,
    fromGroup: { source: groupBank(gid), add: (tid: number, problemId: string) => api.request(ENDPOINTS.addGroupTrainingProblemFromGroup, { body: { tid, problemId } }) },
    exams: (query: { tid: number; currentPage?: number; limit?: number; keyword?: string }, signal?: AbortSignal) => api.request(ENDPOINTS.getGroupTrainingExamList, { query, signal }),
    removeExam: (tid: number, eid: number) => api.request(ENDPOINTS.deleteGroupTrainingExam, { query: { tid, eid } }),
    refreshKey: homeworkKey(gid),
  };
}

export const groupHomeworkApi = {
  setStatus: (tid: number, status: boolean) => api.request(ENDPOINTS.changeGroupTrainingStatus, { query: { tid, status: status ? 'true' : 'false' } }),
  remove: (tid: number) => api.request(ENDPOINTS.deleteGroupTraining, { query: { tid } }),
  importPublic: (gid: number, tidList: number[]) => api.request(ENDPOINTS.addGroupTrainingFromPublic, { body: { groupId: gid, tidList } }),
};

/** The members' list: visible homework by rank, with the viewer's progress. */
export const homeworkListOptions = (gid: number, viewer: string | null, currentPage: number) =>
  queryOptions({
    queryKey: [...homeworkKey(gid), 'list', viewer, currentPage],
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupTrainingList, { query: { gid, currentPage, limit: HOMEWORK_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    enabled: viewer !== null,
  });

export const homeworkAdminListOptions = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: [...homeworkKey(gid), 'admin', currentPage],
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupAdminTrainingList, { query: { gid, currentPage, limit: HOMEWORK_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The site's public trainings to import (get-training-list, auth Public, up to 100, by keyword). */
export const publicTrainingChoicesOptions = (keyword: string) =>
  queryOptions({
    queryKey: [...groupKeys.all, 'public-training-choices', keyword],
    queryFn: ({ signal }) =>
      api.request(ENDPOINTS.getTrainingList, { query: { currentPage: 1, limit: PUBLIC_TRAINING_SEARCH_LIMIT, auth: 'Public', keyword: keyword || undefined }, signal }),
    placeholderData: keepPreviousData,
  });
