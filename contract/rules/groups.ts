/**
 * Group rules the web app and the Worker both apply (part 3 §2.3-§2.12, §3.1, §4, §5, §6, §9).
 */

/** Who may join: 1 public (at once), 2 protected (a reason), 3 private (a reason and the code). */
export const GROUP_AUTH = { public: 1, protected: 2, private: 3 } as const;
export type GroupAuth = (typeof GROUP_AUTH)[keyof typeof GROUP_AUTH];
export const GROUP_AUTHS = [GROUP_AUTH.public, GROUP_AUTH.protected, GROUP_AUTH.private] as const;

/**
 * A user's standing in a group: 0 none, 1 applying, 2 refused (applications), 3 member, 4 group
 * admin, 5 group root (the owner, or a member raised to root). get-group-auth answers this number.
 */
export const MEMBER_AUTH = { none: 0, applying: 1, refused: 2, member: 3, admin: 4, root: 5 } as const;
export type MemberAuth = (typeof MEMBER_AUTH)[keyof typeof MEMBER_AUTH];
/** The levels a member update may set (an application is accepted by setting 3 or above, refused by 2). */
export const MEMBER_AUTH_CHOICES = [MEMBER_AUTH.refused, MEMBER_AUTH.member, MEMBER_AUTH.admin, MEMBER_AUTH.root] as const;

export const GROUP_LIST_PAGE_SIZE = 15;
export const GROUP_LIST_PAGE_SIZES = [9, 15, 30, 60, 120] as const;
/** The largest list page a group list serves (the 120 choice). */
export const GROUP_LIST_LIMIT_MAX = 120;
export const GROUP_ADMIN_PAGE_SIZE = 10;
export const GROUP_ADMIN_PAGE_SIZES = [10, 30, 50, 100] as const;
export const GROUP_RANK_PAGE_SIZE = 30;
export const GROUP_ANNOUNCEMENT_PANEL_SIZE = 5;
export const GROUP_ANNOUNCEMENT_ADMIN_SIZE = 10;

export const GROUP_LIMITS = {
  name: { min: 5, max: 25 },
  shortName: { min: 5, max: 10 },
  brief: { min: 5, max: 50 },
  description: { min: 5, max: 1000 },
  code: 6,
  reason: { min: 5, max: 100 },
  announcementTitle: 255,
  announcementContent: 65_535,
} as const;

/** Avatar upload (part 3 §5, §9): these types, at most 2 MB, cropped to 200x200 PNG by the browser. */
export const GROUP_AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const GROUP_AVATAR_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
export const GROUP_AVATAR_SIZE = 200;

/** The spec's message keys (part 3 §5, §8) and the texts of the refusals it leaves open. */
export const GROUP_MESSAGES = {
  nameRequired: 'Group_Name_Check_Required',
  nameLength: 'Group_Name_Check_Min_Max',
  shortNameRequired: 'Group_Short_Name_Check_Required',
  shortNameLength: 'Group_Short_Name_Check_Min_Max',
  briefRequired: 'Group_Brief_Check_Required',
  briefLength: 'Group_Brief_Check_Min_Max',
  descriptionRequired: 'Group_Description_Check_Required',
  descriptionLength: 'Group_Description_Check_Min_Max',
  authRequired: 'Group_Auth_Check_Required',
  codeRequired: 'Group_Code_Check_Required',
  codeLength: 'Group_Code_Check_Min_Max',
  reasonRequired: 'Apply_Reason_Check_Required',
  reasonLength: 'Apply_Reason_Check_Min_Max',
  created: 'Create_Successfully',
  applied: 'Apply_Successfully',
  exited: 'Exit_Successfully',
  disbanded: 'Disband_Successfully',
  avatarUploaded: 'Upload avatar successfully',
  fileType: 'File type not support',
  fileSize: 'Exceed max size limit',
  notFound: 'The group does not exist',
  shortNameTaken: 'The short name is already used by another group',
  shortNameFixed: 'The short name cannot change while the group has problems',
  notMember: 'Only the members of this group may do this',
  notAdmin: 'Only the admins of this group may do this',
  notRoot: 'Only the root of this group may do this',
  notOwner: 'Only the owner of this group or a site admin may disband it',
  mayNotCreate: 'Only admins may create groups',
  wrongCode: 'The invitation code is wrong',
  alreadyMember: 'You are already a member of this group',
  alreadyApplying: 'Your application is waiting for the group admins',
  ownerCannotExit: 'The owner cannot exit the group: disband it or hand it over first',
  memberNotFound: 'The user is not a member or applicant of this group',
  memberAtOrAbove: 'You cannot change a member whose level is at or above yours',
  levelAtOrBelow: 'You may only set a level above your own',
  cannotChangeSelf: 'You cannot change your own level',
  cannotRemoveSelf: 'Use Exit to leave the group',
  announcementNotFound: 'The announcement does not exist',
  notAnnouncementAuthor: 'Only the group root may change announcements of others',
  problemNotInGroup: 'The problem does not belong to this group',
  notProblemManager: 'Only the group root or the problem author may do this',
  applyAlreadyPublic: 'The problem is already in the public bank',
  noTrainingCategory: 'There is no training category yet',
} as const;

/** Upper-case short-name prefix of a group's problem ids (part 3 §3.4): stored id = prefix + typed id. */
export function groupProblemPrefix(shortName: string): string {
  return shortName.trim().toUpperCase();
}

/** The typed display id of a group problem: the stored id without its group prefix. */
export function groupProblemInputId(storedId: string, shortName: string): string {
  const prefix = groupProblemPrefix(shortName);
  return storedId.toUpperCase().startsWith(prefix) ? storedId.slice(prefix.length) : storedId;
}

/** member or above (3, 4, 5) */
export const isMemberLevel = (auth: number): boolean => auth >= MEMBER_AUTH.member;
/** group admin or root (4, 5) */
export const isGroupAdminLevel = (auth: number): boolean => auth >= MEMBER_AUTH.admin;
/** group root (5) */
export const isGroupRootLevel = (auth: number): boolean => auth >= MEMBER_AUTH.root;

/** The membership button the detail page shows (part 3 §2.4). */
export type MembershipAction = 'apply' | 'applying' | 'refused' | 'exit' | 'disband';
export function membershipAction(auth: number, isOwner: boolean, isSiteAdmin: boolean): MembershipAction {
  if (isOwner || isSiteAdmin) return 'disband';
  if (isMemberLevel(auth)) return 'exit';
  if (auth === MEMBER_AUTH.applying) return 'applying';
  if (auth === MEMBER_AUTH.refused) return 'refused';
  return 'apply';
}

/**
 * Who may change whom (part 3 §4, §6). The owner and site admins may set anyone but the owner to any
 * level. Another group admin may change only members below their own level, and only to levels below
 * their own: the spec's options "at or below their own are disabled" read from the member's side, so
 * an admin can accept, refuse or demote but never make a peer or a root (decision 31).
 * Answers null when allowed, else the refusal message.
 */
export function memberChangeRefusal(
  actor: { auth: number; isOwner: boolean; isSiteAdmin: boolean; uid: string },
  target: { auth: number; isOwner: boolean; uid: string },
  newAuth: number,
): string | null {
  if (target.uid === actor.uid) return GROUP_MESSAGES.cannotChangeSelf;
  if (target.isOwner) return GROUP_MESSAGES.memberAtOrAbove;
  if (actor.isOwner || actor.isSiteAdmin) return null;
  if (!isGroupAdminLevel(actor.auth)) return GROUP_MESSAGES.notAdmin;
  if (target.auth >= actor.auth) return GROUP_MESSAGES.memberAtOrAbove;
  if (newAuth >= actor.auth) return GROUP_MESSAGES.levelAtOrBelow;
  return null;
}

/** The member delete button (part 3 §6): owner or above the member's level, not self, not the owner. */
export function memberRemovalRefusal(
  actor: { auth: number; isOwner: boolean; isSiteAdmin: boolean; uid: string },
  target: { auth: number; isOwner: boolean; uid: string },
): string | null {
  if (target.uid === actor.uid) return GROUP_MESSAGES.cannotRemoveSelf;
  if (actor.isOwner || actor.isSiteAdmin) return null;
  if (target.isOwner) return GROUP_MESSAGES.memberAtOrAbove;
  if (!isGroupAdminLevel(actor.auth)) return GROUP_MESSAGES.notAdmin;
  if (target.auth >= actor.auth) return GROUP_MESSAGES.memberAtOrAbove;
  return null;
}
