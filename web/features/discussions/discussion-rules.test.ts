import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { compactDiscussionSearch, DiscussionSearch, discussionListQuery, emptyPostForm, mayDelete, mayEdit, postFormErrors, reportProblem, titleToSend, titleWithoutPrefix, withDiscussionFilter } from './discussion-rules';

describe('discussion search', () => {
  it('drops values that do not fit and keeps page numbers at least 1', () => {
    expect(v.parse(DiscussionSearch, { keyword: 42, cid: 'x', onlyMine: 'true', currentPage: -3 })).toEqual({ keyword: '42', cid: undefined, onlyMine: true, currentPage: 1 });
  });
  it('leaves page 1 and unset filters out of the address, and a filter change goes back to page 1', () => {
    expect(compactDiscussionSearch({ keyword: '', cid: 2, onlyMine: false, currentPage: 1 })).toEqual({ cid: 2 });
    expect(withDiscussionFilter({ keyword: 'dp', currentPage: 4 }, { cid: 3 })).toEqual({ keyword: 'dp', cid: 3 });
  });
  it('asks for 10 a page, the problem, and onlyMine only when signed in', () => {
    expect(discussionListQuery({ onlyMine: true, currentPage: 2 }, 'P1000', false)).toEqual({ currentPage: 2, limit: 10, keyword: undefined, cid: undefined, pid: 'P1000', onlyMine: undefined });
    expect(discussionListQuery({ onlyMine: true }, null, true).onlyMine).toBe(true);
  });
});

describe('post form', () => {
  it('starts under a problem in the problem category', () => {
    expect(emptyPostForm('P1').categoryId).toBe(2);
    expect(emptyPostForm(null).categoryId).toBeNull();
  });
  it('shows the title without the problem prefix and sends it with the prefix once', () => {
    expect(titleWithoutPrefix('P1', '[P1] Why WA?')).toBe('Why WA?');
    expect(titleWithoutPrefix(null, '[P1] Why WA?')).toBe('[P1] Why WA?');
    expect(titleToSend('P1', ' Why WA? ')).toBe('[P1] Why WA?');
    expect(titleToSend('P1', '[P1] Why WA?')).toBe('[P1] Why WA?');
    expect(titleToSend(null, ' Hello ')).toBe('Hello');
  });
  it('requires title, description, content and category within their limits', () => {
    expect(postFormErrors({ title: ' ', description: '', content: '', categoryId: null, topPriority: false }, null)).toEqual({
      title: 'Discussion_Title_Required',
      description: 'Discussion_Description_Required',
      content: 'Discussion_Content_Required',
      categoryId: 'Discussion_Category_Required',
    });
    expect(postFormErrors({ title: 'x'.repeat(255), description: 'd'.repeat(256), content: 'c'.repeat(65_536), categoryId: 1, topPriority: false }, null)).toEqual({
      description: 'Discussion_Description_Too_Long',
      content: 'Discussion_Content_Too_Long',
    });
    // the prefix counts toward the 255 characters
    expect(postFormErrors({ title: 'x'.repeat(253), description: 'd', content: 'c', categoryId: 2, topPriority: false }, 'P1').title).toBe('Discussion_Title_Too_Long');
    expect(postFormErrors({ title: 't', description: 'd', content: 'c', categoryId: 1, topPriority: false }, null)).toEqual({});
  });
});

describe('report', () => {
  it('needs a known tag and a reason of at most 200', () => {
    expect(reportProblem([], 'spam here')).toBe('The_report_label_and_reason_cannot_be_empty');
    expect(reportProblem(['spam'], '  ')).toBe('The_report_label_and_reason_cannot_be_empty');
    expect(reportProblem(['nonsense'], 'why')).toBe('The_report_label_and_reason_cannot_be_empty');
    expect(reportProblem(['spam'], 'x'.repeat(201))).toBe('Report_Reason_Too_Long');
    expect(reportProblem(['spam', 'fraud'], 'x'.repeat(200))).toBeNull();
  });
});

describe('permissions', () => {
  const row = { uid: 'u1', gid: null };
  it('lets the author edit and the author or an admin delete', () => {
    expect(mayEdit(row, { uid: 'u1' })).toBe(true);
    expect(mayEdit(row, { uid: 'u2' })).toBe(false);
    expect(mayEdit(row, null)).toBe(false);
    expect(mayDelete(row, { uid: 'u1', adminRole: false })).toBe(true);
    expect(mayDelete(row, { uid: 'u2', adminRole: true })).toBe(true);
    expect(mayDelete(row, { uid: 'u2', adminRole: false }, true)).toBe(false);
    expect(mayDelete({ uid: 'u1', gid: 7 }, { uid: 'u2', adminRole: false }, true)).toBe(true);
    expect(mayDelete(row, null)).toBe(false);
  });
});
