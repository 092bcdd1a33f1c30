import { describe, expect, it } from 'vitest';
import { draftStore, type DraftStorage } from './post-draft';

function memory(): DraftStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

describe('post drafts', () => {
  it('keeps a draft per place until it is cleared', () => {
    const storage = memory();
    const drafts = draftStore(storage);
    drafts.write('public', { title: 'T', description: 'D', content: 'C', categoryId: 3, topPriority: false });
    expect(drafts.read('public', null)).toEqual({ title: 'T', description: 'D', content: 'C', categoryId: 3, topPriority: false });
    expect(drafts.read('problem:P1', 'P1')).toEqual({ title: '', description: '', content: '', categoryId: 2, topPriority: false });
    drafts.write('public', null);
    expect(drafts.read('public', null).title).toBe('');
  });

  it('keeps a problem draft in the problem category and survives broken or failing storage', () => {
    const storage = memory();
    storage.data.set('discussion-draft:problem:P1', JSON.stringify({ title: 'x', categoryId: 7 }));
    expect(draftStore(storage).read('problem:P1', 'P1')).toMatchObject({ title: 'x', categoryId: 2 });
    storage.data.set('discussion-draft:public', '{not json');
    expect(draftStore(storage).read('public', null).title).toBe('');
    const failing: DraftStorage = { getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('full'); }, removeItem: () => undefined };
    expect(() => draftStore(failing).write('public', null)).not.toThrow();
    expect(() => draftStore(failing).write('public', { title: 'a', description: '', content: '', categoryId: null, topPriority: false })).not.toThrow();
    expect(draftStore(failing).read('public', null).title).toBe('');
  });
});
