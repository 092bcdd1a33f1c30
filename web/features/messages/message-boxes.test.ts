import { describe, expect, it } from 'vitest';
import { actionLabel, BOX_META, MESSAGE_BOXES, pageAfterRemoval, pageOf, sourceTypeLabel } from './message-boxes';

describe('message boxes', () => {
  it('has the five tabs with their sizes and clean types', () => {
    expect(MESSAGE_BOXES).toEqual(['discuss', 'reply', 'like', 'sys', 'mine']);
    expect(MESSAGE_BOXES.map((b) => BOX_META[b].pageSize)).toEqual([6, 6, 6, 8, 8]);
    expect(MESSAGE_BOXES.map((b) => BOX_META[b].type)).toEqual(['Discuss', 'Reply', 'Like', 'Sys', 'Mine']);
    expect(BOX_META.discuss.unread).toBe('comment');
  });
  it('labels actions and sources', () => {
    expect(actionLabel('Discuss')).toBe('Msg_Action_Discuss');
    expect(actionLabel('Reply')).toBe('Msg_Action_Reply');
    expect(actionLabel('Like_Post')).toBe('Msg_Action_Like_Post');
    expect(actionLabel('Like_Discuss')).toBe('Msg_Action_Like_Discuss');
    expect(actionLabel('Other')).toBe('Other');
    expect(sourceTypeLabel('Contest')).toBe('Msg_Source_Contest');
    expect(sourceTypeLabel('Discussion')).toBe('Msg_Source_Discussion');
  });
  it('keeps pages at 1 or more and leaves an emptied last page', () => {
    expect(pageOf(undefined)).toBe(1);
    expect(pageOf(-3)).toBe(1);
    expect(pageOf(4)).toBe(4);
    expect(pageAfterRemoval(3, 13, 1, 6)).toBe(2);
    expect(pageAfterRemoval(2, 13, 1, 6)).toBe(2);
    expect(pageAfterRemoval(2, 8, 8, 6)).toBe(1);
  });
});
