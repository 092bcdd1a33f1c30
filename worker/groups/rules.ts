import { isGroupAdminLevel, isGroupRootLevel, isMemberLevel, MEMBER_AUTH } from '../../contract/rules/groups';

/** What the standing rule needs of a group. */
export interface GroupGate {
  uid: string;
  visible: boolean;
  status: number;
}

/** The caller's standing in a group (decision 31). */
export interface GroupStanding {
  /** the membership row's level: 0 none, 1 applying, 2 refused, 3 member, 4 admin, 5 root (5 for the owner) */
  level: number;
  isOwner: boolean;
  /** a site admin role (teacher, admin, root): may see and manage every group (part 3 §6) */
  siteAdmin: boolean;
  /** may open the group's content: a member (3+) or a site admin */
  member: boolean;
  /** a group admin (4+) or a site admin: members, announcements, creating content */
  admin: boolean;
  /** the group root (5) or a site admin: settings, and every item whoever wrote it */
  root: boolean;
  /** hidden or banned, and the caller is neither member nor site admin: the group does not exist for them */
  hidden: boolean;
}

export function decideGroupStanding(group: GroupGate, level: number, caller: { uid: string; siteAdmin: boolean } | null): GroupStanding {
  const isOwner = caller !== null && caller.uid === group.uid;
  const effective = isOwner ? MEMBER_AUTH.root : level;
  const siteAdmin = caller?.siteAdmin ?? false;
  const member = siteAdmin || isMemberLevel(effective);
  return {
    level: effective,
    isOwner,
    siteAdmin,
    member,
    admin: siteAdmin || isGroupAdminLevel(effective),
    root: siteAdmin || isGroupRootLevel(effective),
    hidden: (!group.visible || group.status !== 0) && !member,
  };
}

/**
 * Who manages an item of a group (a problem, training or contest; part 3 §6): the group root, or
 * its author while they are still a group admin. Site admins count as root.
 */
export function managesGroupItem(standing: Pick<GroupStanding, 'root' | 'admin'>, authorUid: string | null, callerUid: string | null): boolean {
  return standing.root || (standing.admin && authorUid !== null && authorUid === callerUid);
}
