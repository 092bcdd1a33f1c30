import { fill } from '../../contract/message-template';
import { COMMUNITY_MESSAGES, type NoticeRecipient } from '../../contract/rules/community';

/** A username as the users table keys it (usernames are unique whatever their case). */
export const usernameKey = (username: string): string => username.trim().toLowerCase();

/**
 * The usernames a notification must resolve: none for All and Admin (their audience is decided when a
 * user reads), each designated name once (case does not make a second user) for Designated, which
 * must name someone. Answers the names to look up, or the refusal.
 */
export function designatedNames(recipient: NoticeRecipient, users: readonly string[]): { names: string[] } | { refusal: string } {
  if (recipient !== 'Designated') return { names: [] };
  const byKey = new Map<string, string>();
  for (const name of users) {
    const trimmed = name.trim();
    if (trimmed !== '' && !byKey.has(usernameKey(trimmed))) byKey.set(usernameKey(trimmed), trimmed);
  }
  if (byKey.size === 0) return { refusal: COMMUNITY_MESSAGES.designatedRequired };
  return { names: [...byKey.values()] };
}

/** The refusal naming every requested user that does not exist, or null when all do. */
export function unknownUsersRefusal(requested: readonly string[], foundKeys: ReadonlySet<string>): string | null {
  const unknown = requested.filter((name) => !foundKeys.has(usernameKey(name)));
  return unknown.length === 0 ? null : fill(COMMUNITY_MESSAGES.unknownUsers, { usernames: unknown.join(', ') });
}
