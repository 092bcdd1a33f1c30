import type { Hono } from 'hono';
import { GROUP_MESSAGES, GROUPS_ENDPOINTS as E } from '../../contract/api/groups';
import { addGroupAnnouncement, adminGroupAnnouncements, deleteGroupAnnouncement, groupAnnouncements, updateGroupAnnouncement } from '../groups/announcements';
import { addGroup, deleteGroup, groupAccess, groupAuth, groupDetail, groupList, updateGroup, uploadGroupAvatar } from '../groups/groups';
import { applyList, changeMember, exitGroup, joinGroup, memberList, removeMember } from '../groups/members';
import { groupRank } from '../groups/rank';
import { badRequest } from '../lib/api-error';
import type { AppEnv } from '../lib/app-env';
import { defineRoute, reply } from '../lib/define-route';

/** The groups area (part 3 §2.3-§2.5, §2.10-§2.12, §7 "Groups"): groups, membership, announcements, rank. */
export function groupRoutes(app: Hono<AppEnv>): void {
  defineRoute(app, E.getGroupList, async (_c, { query, principal, deps }) => reply(await groupList(deps, query, principal)));
  defineRoute(app, E.getGroupDetail, async (_c, { query, principal, deps }) => reply(await groupDetail(deps, query.gid, principal)));
  defineRoute(app, E.addGroup, async (_c, { body, principal, deps }) => reply(await addGroup(deps, body, principal), GROUP_MESSAGES.created));
  defineRoute(app, E.updateGroup, async (_c, { body, principal, deps }) => reply(await updateGroup(deps, body, principal), 'Update_Successfully'));
  defineRoute(app, E.deleteGroup, async (_c, { query, principal, deps }) => {
    await deleteGroup(deps, query.gid, principal);
    return reply(null, GROUP_MESSAGES.disbanded);
  });
  defineRoute(app, E.getGroupAccess, async (_c, { query, principal, deps }) => reply(await groupAccess(deps, query.gid, principal)));
  defineRoute(app, E.getGroupAuth, async (_c, { query, principal, deps }) => reply(await groupAuth(deps, query.gid, principal)));
  defineRoute(app, E.getGroupRankList, async (_c, { query, principal, deps }) => reply(await groupRank(deps, query, principal)));
  defineRoute(app, E.uploadGroupAvatar, async (c, { principal, deps }) => {
    const form = await c.req.formData().catch(() => {
      throw badRequest('The request must be multipart/form-data with image and gid fields');
    });
    const gid = form.get('gid');
    if (typeof gid !== 'string' || !/^\d{1,15}$/.test(gid.trim()) || Number(gid) < 1) throw badRequest('gid must be a positive whole number');
    const file = form.get(E.uploadGroupAvatar.multipartField);
    if (!(file instanceof File)) throw badRequest('image is required');
    return reply(await uploadGroupAvatar(deps, Number(gid), file, principal), GROUP_MESSAGES.avatarUploaded);
  });

  defineRoute(app, E.getGroupMemberList, async (_c, { query, principal, deps }) => reply(await memberList(deps, query, principal)));
  defineRoute(app, E.getGroupApplyList, async (_c, { query, principal, deps }) => reply(await applyList(deps, query, principal)));
  defineRoute(app, E.addGroupMember, async (_c, { body, principal, deps }) => {
    await joinGroup(deps, body, principal);
    return reply(null, GROUP_MESSAGES.applied);
  });
  defineRoute(app, E.updateGroupMember, async (_c, { body, principal, deps }) => reply(await changeMember(deps, body, principal), 'Update_Successfully'));
  defineRoute(app, E.deleteGroupMember, async (_c, { query, principal, deps }) => {
    const outcome = await removeMember(deps, query, principal);
    return reply(null, outcome === 'disbanded' ? GROUP_MESSAGES.disbanded : 'Delete_successfully');
  });
  defineRoute(app, E.exitGroup, async (_c, { query, principal, deps }) => {
    await exitGroup(deps, query.gid, principal);
    return reply(null, GROUP_MESSAGES.exited);
  });

  defineRoute(app, E.getGroupAnnouncementList, async (_c, { query, principal, deps }) => reply(await groupAnnouncements(deps, query, principal)));
  defineRoute(app, E.getGroupAdminAnnouncementList, async (_c, { query, principal, deps }) => reply(await adminGroupAnnouncements(deps, query, principal)));
  defineRoute(app, E.addGroupAnnouncement, async (_c, { body, principal, deps }) => reply(await addGroupAnnouncement(deps, body, principal), 'Create_Successfully'));
  defineRoute(app, E.updateGroupAnnouncement, async (_c, { body, principal, deps }) => reply(await updateGroupAnnouncement(deps, body, principal), 'Update_Successfully'));
  defineRoute(app, E.deleteGroupAnnouncement, async (_c, { query, principal, deps }) => {
    await deleteGroupAnnouncement(deps, query, principal);
    return reply(null, 'Delete_successfully');
  });
}
