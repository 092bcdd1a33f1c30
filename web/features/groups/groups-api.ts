import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../contract/endpoints';
import { api } from '../../lib/api';
import { groupKeys } from '../../lib/group-keys';
import { MEMBER_AUTH } from '../../../contract/rules/groups';

export type GroupListParams = QueryOf<typeof ENDPOINTS.getGroupList>;
export type GroupSaveInput = BodyOf<typeof ENDPOINTS.addGroup>;
export type GroupAnnouncementInput = BodyOf<typeof ENDPOINTS.addGroupAnnouncement>;
export type GroupRankParams = QueryOf<typeof ENDPOINTS.getGroupRankList>;

/** The group screens' calls (part 3 §7 "Groups"). */
export const groupsApi = {
  create: (body: GroupSaveInput) => api.request(ENDPOINTS.addGroup, { body }),
  update: (body: GroupSaveInput) => api.request(ENDPOINTS.updateGroup, { body }),
  disband: (gid: number) => api.request(ENDPOINTS.deleteGroup, { query: { gid } }),
  apply: (gid: number, reason: string | null, code: string | null) => api.request(ENDPOINTS.addGroupMember, { body: { gid, reason, code } }),
  exit: (gid: number) => api.request(ENDPOINTS.exitGroup, { query: { gid } }),
  updateMember: (gid: number, uid: string, auth: 2 | 3 | 4 | 5) => api.request(ENDPOINTS.updateGroupMember, { body: { gid, uid, auth } }),
  removeMember: (gid: number, uid: string) => api.request(ENDPOINTS.deleteGroupMember, { query: { gid, uid } }),
  addAnnouncement: (body: GroupAnnouncementInput) => api.request(ENDPOINTS.addGroupAnnouncement, { body }),
  updateAnnouncement: (body: GroupAnnouncementInput) => api.request(ENDPOINTS.updateGroupAnnouncement, { body }),
  deleteAnnouncement: (gid: number, aid: number) => api.request(ENDPOINTS.deleteGroupAnnouncement, { query: { gid, aid } }),
  uploadAvatar: (gid: number, image: Blob) => {
    const form = new FormData();
    form.append(ENDPOINTS.uploadGroupAvatar.multipartField, image, 'avatar.png');
    form.append('gid', String(gid));
    return api.request(ENDPOINTS.uploadGroupAvatar, { form });
  },
};

/** The cards carry the hidden groups the viewer may see and onlyMine, so each viewer has their own entry. */
export const groupListOptions = (query: GroupListParams, viewer: string | null) =>
  queryOptions({
    queryKey: groupKeys.list(viewer, query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupList, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const groupAccessOptions = (gid: number, viewer: string | null) =>
  queryOptions({
    queryKey: [...groupKeys.group(gid), 'access', viewer] as const,
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupAccess, { query: { gid }, signal }),
    enabled: viewer !== null,
  });

export const groupAnnouncementsOptions = (gid: number, currentPage: number, enabled: boolean) =>
  queryOptions({
    queryKey: groupKeys.section(gid, 'announcements', { currentPage }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupAnnouncementList, { query: { gid, currentPage, limit: 5 }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

export const groupAdminAnnouncementsOptions = (gid: number, currentPage: number) =>
  queryOptions({
    queryKey: groupKeys.section(gid, 'admin-announcements', { currentPage }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupAdminAnnouncementList, { query: { gid, currentPage, limit: 10 }, signal }),
    placeholderData: keepPreviousData,
  });

export const groupMembersOptions = (gid: number, currentPage: number, limit: number) =>
  queryOptions({
    queryKey: groupKeys.section(gid, 'members', { currentPage, limit }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupMemberList, { query: { gid, currentPage, limit }, signal }),
    placeholderData: keepPreviousData,
  });

export const groupApplicationsOptions = (gid: number, currentPage: number, limit: number, enabled: boolean) =>
  queryOptions({
    queryKey: groupKeys.section(gid, 'applications', { currentPage, limit }),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupApplyList, { query: { gid, currentPage, limit }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });

/**
 * How many applications wait (level 1) for the group's admins: the total of a one-row page of the
 * apply list, for the member tab's badge (issue 21 item 11). Shares the group's cache, so accepting
 * or refusing (which refreshes `groupKeys.group`) moves the badge too.
 */
export const groupPendingApplicationsOptions = (gid: number, enabled: boolean) =>
  queryOptions({
    queryKey: groupKeys.section(gid, 'pending-applications'),
    queryFn: async ({ signal }) => (await api.request(ENDPOINTS.getGroupApplyList, { query: { gid, currentPage: 1, limit: 1, auth: MEMBER_AUTH.applying }, signal })).total,
    enabled,
  });

export const groupRankOptions = (gid: number, query: Omit<GroupRankParams, 'gid'>) =>
  queryOptions({
    queryKey: groupKeys.section(gid, 'rank', query),
    queryFn: ({ signal }) => api.request(ENDPOINTS.getGroupRankList, { query: { ...query, gid }, signal }),
    placeholderData: keepPreviousData,
  });

/** A site or group announcement, or with `cid` one of that contest's announcements. */
export const announcementOptions = (id: number, cid?: number) =>
  queryOptions({
    queryKey: ['announcements', id, cid ?? null] as const,
    queryFn: ({ signal }) => api.request(ENDPOINTS.getAnnouncementById, { query: { id, cid }, signal }),
  });
