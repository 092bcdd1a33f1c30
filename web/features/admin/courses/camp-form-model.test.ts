import { describe, expect, it } from 'vitest';
import { CAMP_FORM_PROBLEMS, campBody, campDraft } from './camp-form-model';

describe('the training camp form', () => {
  it('starts a new camp at middle intensity and sends the trimmed fields', () => {
    const draft = { ...campDraft(null), title: ' Graphs ', description: 'Shortest paths', duration: ' 4 weeks ', content: '# Outline' };
    expect(draft.intensity).toBe(3);
    expect(campBody(draft, null)).toEqual({ ok: true, body: { id: null, title: 'Graphs', description: 'Shortest paths', duration: '4 weeks', intensity: 3, content: '# Outline' } });
  });

  it('edits a camp as it came', () => {
    const camp = { id: 4, title: 'DP', description: 'd', duration: '8 weeks', intensity: 5, content: 'c', gmtCreate: '', gmtModified: '' };
    expect(campBody(campDraft(camp), 4)).toEqual({ ok: true, body: { id: 4, title: 'DP', description: 'd', duration: '8 weeks', intensity: 5, content: 'c' } });
  });

  it('names the first field still missing', () => {
    const full = { title: 't', description: 'd', duration: 'x', intensity: 2, content: 'c' };
    expect(campBody({ ...full, title: ' ' }, null)).toEqual({ ok: false, problem: CAMP_FORM_PROBLEMS.title });
    expect(campBody({ ...full, description: '' }, null)).toEqual({ ok: false, problem: CAMP_FORM_PROBLEMS.description });
    expect(campBody({ ...full, duration: '' }, null)).toEqual({ ok: false, problem: CAMP_FORM_PROBLEMS.duration });
    expect(campBody({ ...full, content: '\n' }, null)).toEqual({ ok: false, problem: CAMP_FORM_PROBLEMS.content });
  });
});
