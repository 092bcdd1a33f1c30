import { MESSAGE_PREVIEW_MAX, type SourceType } from '../../contract/rules/community';
import type { Db } from '../db/client';
import { userMessages } from '../db/schema-community';
import { boundedStatements } from '../lib/bound-parameters';

/**
 * The personal messages the community's actions leave (part 1 §3 "Message"): a comment on your
 * discussion, a reply to you, a like of your post, and "mine" messages about your account. Use cases
 * build rows with these pure functions and put `messageInserts` in the batch of the action itself,
 * so an action and its message are written together or not at all.
 */

export type NewMessage = typeof userMessages.$inferInsert;

/** Where a message's source opens in the web app. */
export function sourceUrl(sourceType: SourceType, sourceId: number, gid: number | null = null): string {
  if (sourceType === 'Contest') return `/contest/${sourceId}/comment`;
  return gid ? `/group/${gid}/discussion-detail/${sourceId}` : `/discussion-detail/${sourceId}`;
}

/** Text cut to a message preview. */
export function preview(text: string | null | undefined): string | null {
  if (text == null) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > MESSAGE_PREVIEW_MAX ? `${flat.slice(0, MESSAGE_PREVIEW_MAX - 1)}…` : flat;
}

export interface Source {
  type: SourceType;
  id: number;
  title: string;
  /** the group of a group discussion, for the link */
  gid?: number | null;
}

interface Personal {
  type: 'Discuss' | 'Reply' | 'Like';
  action: string;
  sender: string;
  recipient: string;
  source: Source;
  /** the sender's text */
  content?: string | null;
  /** the recipient's text this answers or likes */
  quote?: string | null;
  now: number;
}

/** A comment, reply or like message; null when the sender acts on their own post (no message to oneself). */
export function personalMessage(m: Personal): NewMessage | null {
  if (m.sender === m.recipient) return null;
  return {
    recipient: m.recipient,
    type: m.type,
    senderId: m.sender,
    action: m.action,
    sourceType: m.source.type,
    sourceId: m.source.id,
    sourceTitle: m.source.title,
    sourceContent: preview(m.content),
    quoteContent: preview(m.quote),
    url: sourceUrl(m.source.type, m.source.id, m.source.gid ?? null),
    state: 0,
    gmtCreate: m.now,
  };
}

/** A "mine" message: something that happened to the recipient's account, as a title and markdown content. */
export function mineMessage(recipient: string, title: string, content: string, now: number): NewMessage {
  return { recipient, type: 'Mine', title, content, state: 0, gmtCreate: now };
}

/** The inserts of some messages, for the action's batch; none when there is no message to write. */
export function messageInserts(db: Db, rows: readonly (NewMessage | null)[]) {
  const kept = rows.filter((r): r is NewMessage => r !== null);
  return boundedStatements(kept, (part) => db.insert(userMessages).values(part));
}
