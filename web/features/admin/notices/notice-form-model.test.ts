import { describe, expect, it } from 'vitest';
import { NOTICE_DESIGNATED_MAX } from '../../../../contract/rules/community';
import { cleanUsernames, draftOfNotice, emptyNoticeDraft, noticeBody } from './notice-form-model';

const filled = { ...emptyNoticeDraft(), title: ' Maintenance ', content: 'The site **pauses** at 02:00.' };

describe('system notification form', () => {
  it('sends a notification to everybody without users, the title trimmed', () => {
    expect(noticeBody({ ...filled, users: ['kept', 'from before'] }, null)).toEqual({
      ok: true,
      body: { id: null, title: 'Maintenance', content: 'The site **pauses** at 02:00.', recipient: 'All', users: [] },
    });
    expect(noticeBody({ ...filled, recipient: 'Admin' }, 4)).toMatchObject({ ok: true, body: { id: 4, recipient: 'Admin', users: [] } });
  });

  it('needs a title and a content', () => {
    expect(noticeBody({ ...filled, title: '  ' }, null)).toEqual({ ok: false, problem: 'title_required' });
    expect(noticeBody({ ...filled, content: '\n ' }, null)).toEqual({ ok: false, problem: 'content_required' });
  });

  it('needs at least one designated user and sends each once', () => {
    expect(noticeBody({ ...filled, recipient: 'Designated', users: [' ', ''] }, null)).toEqual({ ok: false, problem: 'users_required' });
    expect(noticeBody({ ...filled, recipient: 'Designated', users: ['alice', ' bob ', 'alice'] }, null)).toMatchObject({ ok: true, body: { recipient: 'Designated', users: ['alice', 'bob'] } });
    const many = Array.from({ length: NOTICE_DESIGNATED_MAX + 1 }, (_, i) => `user${i}`);
    expect(noticeBody({ ...filled, recipient: 'Designated', users: many }, null)).toEqual({ ok: false, problem: 'too_many_users' });
  });

  it('edits a stored notification with its fields', () => {
    const draft = draftOfNotice({ id: 3, title: 'T', content: 'C', recipient: 'Designated', users: ['alice'], pushed: false, pushedAt: null, author: 'root', gmtCreate: '', gmtModified: '' });
    expect(draft).toEqual({ title: 'T', content: 'C', recipient: 'Designated', users: ['alice'] });
    expect(cleanUsernames([' a', 'a ', 'b'])).toEqual(['a', 'b']);
  });
});
