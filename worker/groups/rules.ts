import { GROUP_AUTH, GROUP_LIMITS, GROUP_MESSAGES, isGroupAdminLevel, isGroupRootLevel, isMemberLevel, MEMBER_AUTH } from '../../contract/rules/groups';

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

/**
 * The invitation code a save stores (part 3 §5): required, exactly 6 characters, unless the group is
 * public, where a code may be left out (a public group needs none to join). Answers the refusal
 * message, or the code to store.
 */
export function checkedGroupCode(auth: number, code: string | null): { refusal: string } | { code: string | null } {
  const typed = code?.trim() ?? '';
  if (typed === '') return auth === GROUP_AUTH.public ? { code: null } : { refusal: GROUP_MESSAGES.codeRequired };
  if (typed.length !== GROUP_LIMITS.code) return { refusal: GROUP_MESSAGES.codeLength };
  return { code: typed };
}

/**
 * Whether a caller may join or apply (part 3 §2.4, decision 31), and the level the row gets: a
 * public group makes them a member at once; a protected one needs a reason (5-100); a private one a
 * reason and the group's 6-character code. Members and waiting applicants are refused; refused
 * users may apply again. `level` is the caller's row (0 without one), `isOwner` the owner's.
 */
export function joinDecision(group: { auth: number; code: string | null }, caller: { level: number; isOwner: boolean }, input: { reason: string | null; code: string | null }): { refusal: string } | { level: number; reason: string | null } {
  if (caller.isOwner || isMemberLevel(caller.level)) return { refusal: GROUP_MESSAGES.alreadyMember };
  if (caller.level === MEMBER_AUTH.applying) return { refusal: GROUP_MESSAGES.alreadyApplying };
  if (group.auth === GROUP_AUTH.public) return { level: MEMBER_AUTH.member, reason: null };
  const reason = input.reason?.trim() ?? '';
  if (reason === '') return { refusal: GROUP_MESSAGES.reasonRequired };
  if (reason.length < GROUP_LIMITS.reason.min || reason.length > GROUP_LIMITS.reason.max) return { refusal: GROUP_MESSAGES.reasonLength };
  if (group.auth === GROUP_AUTH.private) {
    const code = input.code?.trim() ?? '';
    if (code === '') return { refusal: GROUP_MESSAGES.codeRequired };
    if (code.length !== GROUP_LIMITS.code) return { refusal: GROUP_MESSAGES.codeLength };
    if (code !== group.code) return { refusal: GROUP_MESSAGES.wrongCode };
  }
  return { level: MEMBER_AUTH.applying, reason };
}
