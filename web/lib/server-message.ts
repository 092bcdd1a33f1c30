import type { I18n } from '@lingui/core';
import { msgId } from './message-id';

/** Server messages that carry a number; the catalog holds them with a placeholder. */
const NUMBERED: { pattern: RegExp; id: string }[] = [
  { pattern: /^Please wait (\d+) seconds before asking for another code$/, id: msgId('Please wait {seconds} seconds before asking for another code') },
  { pattern: /^Too many requests, please try again in (\d+) seconds$/, id: msgId('Too many requests, please try again in {seconds} seconds') },
  { pattern: /^Submitted too frequently, please wait (\d+) seconds$/, id: msgId('Submitted too frequently, please wait {seconds} seconds') },
];

/**
 * A server `msg` in the user's language: the catalog translates the ids and sentences it knows;
 * anything else (a validation detail, a message added later) is shown as the server wrote it.
 */
export function translateServerMessage(i18n: Pick<I18n, '_' | 'messages'>, msg: string): string {
  if (Object.prototype.hasOwnProperty.call(i18n.messages, msg)) return i18n._(msg);
  for (const { pattern, id } of NUMBERED) {
    const match = pattern.exec(msg);
    if (match && Object.prototype.hasOwnProperty.call(i18n.messages, id)) return i18n._(id, { seconds: Number(match[1]) });
  }
  return msg;
}
