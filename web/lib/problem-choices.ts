import { PROBLEM_AUTH } from '../../contract/api/problems';
import { ENDPOINTS } from '../../contract/endpoints';
import { api } from './api';
import { groupKeys } from './group-keys';
import { problemKeys } from './problem-keys';

/** A problem a picker offers (web/components/problem-picker.tsx): its id, display id and title. */
export interface ProblemChoice {
  id: number;
  problemId: string;
  title: string;
}

/** One page of a picker's search, by display id or title (the lists' keyword). */
export interface ProblemChoiceQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

/** Where a picker's problems come from: the key of their cache and the call that reads a page. */
export interface ProblemSource {
  key: readonly unknown[];
  read(query: ProblemChoiceQuery, signal?: AbortSignal): Promise<{ records: ProblemChoice[]; total: number }>;
}

/** The public bank as the admin problem list shows it, for the site's contests and trainings (site admins). */
export const adminPublicBank: ProblemSource = {
  key: [...problemKeys.admin.all(), 'choices', 'public'],
  read: (query, signal) => api.request(ENDPOINTS.adminGetProblemList, { query: { ...query, auth: PROBLEM_AUTH.public }, signal }),
};

/** The public bank as members see it (get-problem-list), for a group's contests and homework: a group admin need not be a site admin. */
export const memberPublicBank: ProblemSource = {
  key: [...problemKeys.lists(), 'choices'],
  read: async (query, signal) => {
    const page = await api.request(ENDPOINTS.getProblemList, { query, signal });
    return { records: page.records.map((row) => ({ id: row.pid, problemId: row.problemId, title: row.title })), total: page.total };
  },
};

/** Every problem of a group (get-admin-problem-list, group admins), for its contests and homework. */
export function groupBank(gid: number): ProblemSource {
  return {
    key: [...groupKeys.section(gid, 'problems'), 'choices'],
    read: (query, signal) => api.request(ENDPOINTS.getGroupAdminProblemList, { query: { gid, ...query }, signal }),
  };
}
