import { MEMBER_AUTH } from '../../contract/rules/groups';
import { isAdminRole } from '../../contract/roles';
import type { UnreadCounts } from '../../contract/api/community';
import type { MessageType, NoticeRecipient } from '../../contract/rules/community';

/**
 * The pure rules of the message centre (part 1 "Message centre", §3 "Message", §4; decision 33):
 * which box a message lives in, who a system notification reaches, and the texts of "mine" messages.
 */

/** The personal boxes are rows of user_messages with this type; Sys is read from notices. */
export type PersonalBox = Exclude<MessageType, 'Sys'>;

/** The box each `msg/*` page reads, by the name of its path. */
export const BOX_OF_PATH = { comment: 'Discuss', reply: 'Reply', like: 'Like', mine: 'Mine' } as const satisfies Record<string, PersonalBox>;

/**
 * The audiences of notifications a user belongs to besides the designated ones: every user gets
 * "All", site admin roles (teacher, admin, root) also "Admin". Decided when the user reads, so an
 * admin promoted later also sees earlier "Admin" notifications.
 */
export function noticeAudiences(roles: readonly string[]): NoticeRecipient[] {
  return isAdminRole(roles) ? ['All', 'Admin'] : ['All'];
}

export interface NoticeGate {
  recipient: NoticeRecipient;
  pushed: boolean;
  pushedAt: number | null;
}

/**
 * Whether a notification reaches a user: only pushed ones, only those pushed after the account was
 * created, and only to its audience (a designated one to the users it names). The SQL of
 * worker/messages/queries.ts says the same for a whole page at once.
 */
export function noticeReaches(notice: NoticeGate, user: { createdAt: number; roles: readonly string[]; designated: boolean }): boolean {
  if (!notice.pushed || notice.pushedAt === null || notice.pushedAt < user.createdAt) return false;
  if (notice.recipient === 'Designated') return user.designated;
  return noticeAudiences(user.roles).includes(notice.recipient);
}

/** The five badge counts from the unread personal messages by type and the unread notifications. */
export function unreadCounts(personal: readonly { type: string; n: number }[], sys: number): UnreadCounts {
  const of = (type: PersonalBox) => personal.find((p) => p.type === type)?.n ?? 0;
  return { comment: of('Discuss'), reply: of('Reply'), like: of('Like'), sys, mine: of('Mine') };
}

/** Things done to an account in a group that leave a "mine" message (decision 33). */
export type GroupEvent = 'accepted' | 'refused' | 'removed';

/** Markdown that cannot be broken by a name holding markdown: the name is shown as code. */
function named(name: string): string {
  const flat = name.replace(/[`\r\n]/g, ' ');
  return `\`${flat}\``;
}

export function groupEventMessage(event: GroupEvent, group: { id: number; name: string }): { title: string; content: string } {
  const link = `[${named(group.name)}](/group/${group.id})`;
  switch (event) {
    case 'accepted':
      return { title: 'Your application to join a group was accepted', content: `You are now a member of the group ${link}.` };
    case 'refused':
      return { title: 'Your application to join a group was refused', content: `The admins of the group ${link} refused your application.` };
    case 'removed':
      return { title: 'You were removed from a group', content: `An admin removed you from the group ${named(group.name)}.` };
  }
}

/**
 * The "mine" message a member change leaves for the member, from the levels before and after
 * (1 applying, 2 refused, 3+ member); null when nothing worth telling happened.
 */
export function memberChangeEvent(before: number, after: number): GroupEvent | null {
  if (before < MEMBER_AUTH.member && after >= MEMBER_AUTH.member) return 'accepted';
  if (before === MEMBER_AUTH.applying && after === MEMBER_AUTH.refused) return 'refused';
  return null;
}

/**
 * The "mine" message a group's owner and admins get when someone applies to join (issue 21 item 11):
 * who applied, and a link to the group's member tab where the application waits.
 */
export function groupApplicationMessage(group: { id: number; name: string }, applicant: string): { title: string; content: string } {
  return {
    title: 'A new application to join your group',
    content: `The user ${named(applicant)} applied to join the group [${named(group.name)}](/group/${group.id}/member). Accept or refuse it in the member tab.`,
  };
}

/** A removal's message: a member is told they were removed, an applicant that the application was refused; a refused one was told already. */
export function memberRemovalEvent(levelBefore: number): GroupEvent | null {
  if (levelBefore >= MEMBER_AUTH.member) return 'removed';
  return levelBefore === MEMBER_AUTH.applying ? 'refused' : null;
}

/** The "mine" message of a site admin's decision on a group problem's application for the public bank. */
export function problemBankMessage(admitted: boolean, problem: { id: number; problemId: string; title: string }): { title: string; content: string } {
  const what = `${named(problem.problemId)} ${named(problem.title)}`;
  return admitted
    ? { title: 'Your problem was admitted to the public problem bank', content: `The group problem ${what} is now in the public problem bank: [open it](/problem/${encodeURIComponent(problem.problemId)}).` }
    : { title: 'Your problem was refused from the public problem bank', content: `An admin refused to admit the group problem ${what} to the public problem bank.` };
}
