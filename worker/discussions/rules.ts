import { fill } from '../../contract/message-template';
import { COMMUNITY_MESSAGES, DISCUSSION_CATEGORY, DISCUSSION_STATUS, problemDiscussionTitle } from '../../contract/rules/community';
import { GROUP_MESSAGES } from '../../contract/rules/groups';

/**
 * The pure rules of discussions (part 3 §2.9, §2.13-§2.14, §4-§6, decision 33): who may open,
 * change and delete one, what an edit or an admin change may set, and how a saved category list
 * turns into creations, renames and deletions. The use cases in this folder read the rows and the
 * caller's standing, ask these rules, and write what they answer.
 */

/** What the rules need of a discussion. */
export interface DiscussionGate {
  uid: string;
  gid: number | null;
  status: number;
}

/** The caller as the discussion rules see them; null for a visitor. */
export interface Viewer {
  uid: string;
  /** a site admin role (teacher, admin, root) */
  siteAdmin: boolean;
  /** a member of the discussion's group (site admins count); false for public discussions */
  groupMember: boolean;
  /** an admin of the discussion's group (site admins count); false for public discussions */
  groupAdmin: boolean;
}

export interface AreaSwitches {
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
}

/** The refusal of a closed area (part 3 §1, §6: the switches close public and group discussions for everyone). */
export function areaRefusal(gid: number | null, switches: AreaSwitches): string | null {
  if (gid === null) return switches.openPublicDiscussion ? null : COMMUNITY_MESSAGES.publicClosed;
  return switches.openGroupDiscussion ? null : COMMUNITY_MESSAGES.groupClosed;
}

export type Refusal = { status: 400 | 401 | 403 | 404; msg: string };

/**
 * Whether a caller may open a discussion (its detail, like it, report it). A group's discussion
 * is for its members; a disabled one only for its author and whoever may manage it (decision 33).
 */
export function readRefusal(d: DiscussionGate, viewer: Viewer | null, switches: AreaSwitches): Refusal | null {
  const closed = areaRefusal(d.gid, switches);
  if (closed) return { status: 403, msg: closed };
  if (d.gid !== null) {
    if (viewer === null) return { status: 401, msg: 'Please login first!' };
    if (!viewer.groupMember) return { status: 403, msg: GROUP_MESSAGES.notMember };
  }
  if (d.status === DISCUSSION_STATUS.disabled && !(viewer && (viewer.uid === d.uid || managesDiscussion(d, viewer)))) return { status: 403, msg: COMMUNITY_MESSAGES.discussionDisabled };
  return null;
}

/** Site admin roles manage every discussion; a group's admins manage the group's. */
export function managesDiscussion(d: Pick<DiscussionGate, 'gid'>, viewer: Viewer): boolean {
  return viewer.siteAdmin || (d.gid !== null && viewer.groupAdmin);
}

/** Deleting (part 3 §6): the author, an admin role, or for a group discussion the group's admins. */
export function mayDelete(d: DiscussionGate, viewer: Viewer): boolean {
  return viewer.uid === d.uid || managesDiscussion(d, viewer);
}

/** Who may set the top flag: admin roles everywhere, a group's admins in their group (part 3 §6). */
export function mayPin(gid: number | null, viewer: Viewer): boolean {
  return viewer.siteAdmin || (gid !== null && viewer.groupAdmin);
}

/** What an edit may change and the title it stores; or the refusal (part 3 §5: the category stays). */
export function editDecision(
  current: DiscussionGate & { categoryId: number; topPriority: boolean; problemId: string | null },
  edit: { title: string; categoryId: number; topPriority?: boolean },
  viewer: Viewer,
): { refusal: Refusal } | { title: string; topPriority: boolean } {
  if (viewer.uid !== current.uid) return { refusal: { status: 403, msg: COMMUNITY_MESSAGES.notAuthor } };
  if (edit.categoryId !== current.categoryId) return { refusal: { status: 400, msg: COMMUNITY_MESSAGES.categoryFixed } };
  const topPriority = edit.topPriority ?? current.topPriority;
  if (topPriority !== current.topPriority && !mayPin(current.gid, viewer)) return { refusal: { status: 403, msg: COMMUNITY_MESSAGES.onlyAdminPins } };
  const title = current.problemId === null ? edit.title : problemDiscussionTitle(current.problemId, edit.title);
  return { title, topPriority };
}

/** The category and title a new discussion gets: under a problem, category 2 and the "[id] " prefix (part 3 §5). */
export function postedShape(body: { title: string; categoryId: number }, problemId: string | null): { title: string; categoryId: number } {
  if (problemId === null) return { title: body.title, categoryId: body.categoryId };
  return { title: problemDiscussionTitle(problemId, body.title), categoryId: DISCUSSION_CATEGORY.problem };
}

/** The badge role of an author (part 3 §3.2: root or admin), from their role names. */
export function badgeRole(roleNames: readonly string[]): 'root' | 'admin' | null {
  if (roleNames.includes('root')) return 'root';
  if (roleNames.includes('admin')) return 'admin';
  return null;
}

/** An admin's change of status or top flag: what to set, and whether the author is to be told it was disabled. */
export function adminChange(
  current: { status: number; topPriority: boolean; uid: string },
  change: { status?: number; topPriority?: boolean },
  actorUid: string,
): { refusal: string } | { set: { status: number; topPriority: boolean }; tellDisabled: boolean } {
  if (change.status === undefined && change.topPriority === undefined) return { refusal: 'Send a status or a topPriority to change' };
  const status = change.status ?? current.status;
  const topPriority = change.topPriority ?? current.topPriority;
  const tellDisabled = status === DISCUSSION_STATUS.disabled && current.status !== DISCUSSION_STATUS.disabled && current.uid !== actorUid;
  return { set: { status, topPriority }, tellDisabled };
}

/** The texts of those messages: whole sentences, so the catalogs can translate them (decision 45). */
export const AUTHOR_NOTICE_MESSAGES = {
  disabledTitle: 'Your discussion was disabled',
  disabledByAdmin: 'Your discussion **{title}** was disabled by an admin. It no longer appears in the lists; only you and the admins can open it.',
  disabledByGroupAdmin: 'Your discussion **{title}** was disabled by an admin of its group. It no longer appears in the lists; only you and the admins can open it.',
  deletedTitle: 'Your discussion was deleted',
  deletedByAdmin: 'Your discussion **{title}** was deleted by an admin, with its comments.',
  deletedByGroupAdmin: 'Your discussion **{title}** was deleted by an admin of its group, with its comments.',
} as const;

/** The "mine" message an author gets when someone else disabled or deleted their discussion (decision 33). */
export function authorNotice(kind: 'disabled' | 'deleted', title: string, byGroupAdmin: boolean): { title: string; content: string } {
  const values = { title: escapeMarkdown(title) };
  const M = AUTHOR_NOTICE_MESSAGES;
  if (kind === 'disabled') return { title: M.disabledTitle, content: fill(byGroupAdmin ? M.disabledByGroupAdmin : M.disabledByAdmin, values) };
  return { title: M.deletedTitle, content: fill(byGroupAdmin ? M.deletedByGroupAdmin : M.deletedByAdmin, values) };
}

/** A user's title shown inside markdown without turning into markup. */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!<>|~]/g, (c) => `\\${c}`);
}

export interface CategoryPlan {
  /** names of new categories, with their rank */
  creates: { name: string; rank: number }[];
  /** existing categories renamed or moved */
  updates: { id: number; name: string; rank: number }[];
  /** categories left out of the list: deleted, their discussions moved to general */
  deletes: number[];
}

/**
 * `POST discussion-category` sends the whole list (decision 33): an entry without id is created,
 * one with id renames that category, and a category missing from the list is deleted. General (1)
 * and problem (2) always stay; an unknown id is refused rather than silently created.
 */
export function categoryPlan(existingIds: readonly number[], sent: readonly { id: number | null; name: string }[]): { refusal: string } | CategoryPlan {
  const existing = new Set(existingIds);
  const sentIds = sent.flatMap((c) => (c.id === null ? [] : [c.id]));
  if (new Set(sentIds).size !== sentIds.length) return { refusal: 'A category is listed twice' };
  if (!sentIds.includes(DISCUSSION_CATEGORY.general) || !sentIds.includes(DISCUSSION_CATEGORY.problem)) return { refusal: COMMUNITY_MESSAGES.categoryKept };
  const unknown = sentIds.find((id) => !existing.has(id));
  if (unknown !== undefined) return { refusal: fill(COMMUNITY_MESSAGES.categoryIdNotFound, { id: unknown }) };
  const names = sent.map((c) => c.name.trim().toLowerCase());
  if (new Set(names).size !== names.length) return { refusal: 'Two categories have the same name' };
  const creates: CategoryPlan['creates'] = [];
  const updates: CategoryPlan['updates'] = [];
  sent.forEach((c, rank) => {
    if (c.id === null) creates.push({ name: c.name.trim(), rank });
    else updates.push({ id: c.id, name: c.name.trim(), rank });
  });
  const kept = new Set(sentIds);
  return { creates, updates, deletes: existingIds.filter((id) => !kept.has(id)) };
}

/** The stored tags of a report (a JSON array), read back; anything unreadable reads as none. */
export function parseTags(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}
