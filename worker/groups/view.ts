import type { AnnouncementView, GroupDetail, GroupMemberRow, GroupView } from '../../contract/api/groups';
import { iso } from '../contests/view';
import type { announcements, groupMembers, groups } from '../db/schema-groups';

type GroupRow = typeof groups.$inferSelect;

export function toGroupView(row: GroupRow): GroupView {
  return {
    id: row.id,
    avatar: row.avatar,
    name: row.name,
    shortName: row.shortName,
    brief: row.brief,
    owner: row.owner,
    uid: row.uid,
    auth: row.auth,
    status: row.status,
    visible: row.visible,
    memberCount: row.memberCount,
    gmtCreate: iso(row.gmtCreate),
  };
}

/** The invitation code goes only to those who manage the group's members. */
export function toGroupDetail(row: GroupRow, showCode: boolean): GroupDetail {
  return {
    ...toGroupView(row),
    description: row.description,
    code: showCode ? row.code : null,
  };
}

export function toMemberRow(
  row: typeof groupMembers.$inferSelect & {
    username: string;
    avatar: string | null;
  },
): GroupMemberRow {
  return {
    id: row.id,
    gid: row.gid,
    uid: row.uid,
    username: row.username,
    avatar: row.avatar,
    auth: row.auth,
    reason: row.reason,
    gmtCreate: iso(row.gmtCreate),
    gmtModify: iso(row.gmtModified),
  };
}

export function toAnnouncementView(
  row: typeof announcements.$inferSelect & {
    username: string;
    avatar: string | null;
  },
): AnnouncementView {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    uid: row.uid,
    username: row.username,
    avatar: row.avatar,
    gid: row.gid,
    gmtCreate: iso(row.gmtCreate),
    gmtModified: iso(row.gmtModified),
  };
}
