/**
 * What a contest keeps in the browser (part 2 §3 "Local storage keys"): the announcements read,
 * the concerned users of the boards and a contest admin's include-after-contest switch.
 */
const key = (name: string, cid: number) => `hoj-contest-${name}-${cid}`;

function read<T>(storage: Storage, k: string, valid: (x: unknown) => x is T, fallback: T): T {
  try {
    const raw = storage.getItem(k);
    if (raw === null) return fallback;
    const parsed: unknown = JSON.parse(raw);
    return valid(parsed) ? parsed : fallback;
  } catch {
    return fallback;
  }
}

const isNumbers = (x: unknown): x is number[] => Array.isArray(x) && x.every((n) => typeof n === 'number');
const isStrings = (x: unknown): x is string[] => Array.isArray(x) && x.every((n) => typeof n === 'string');
const isBool = (x: unknown): x is boolean => typeof x === 'boolean';

export const contestStorage = {
  readAnnouncements: (storage: Storage, cid: number) => read(storage, key('announcement-read', cid), isNumbers, []),
  setReadAnnouncements: (storage: Storage, cid: number, ids: number[]) => storage.setItem(key('announcement-read', cid), JSON.stringify(ids)),
  concerned: (storage: Storage, cid: number) => read(storage, key('rank-concerned', cid), isStrings, []),
  setConcerned: (storage: Storage, cid: number, uids: string[]) => storage.setItem(key('rank-concerned', cid), JSON.stringify(uids)),
  containsEnd: (storage: Storage, cid: number) => read(storage, key('contains-end', cid), isBool, false),
  setContainsEnd: (storage: Storage, cid: number, on: boolean) => storage.setItem(key('contains-end', cid), JSON.stringify(on)),
};
