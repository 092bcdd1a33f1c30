import { runInDurableObject } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BoardStorage, type StoredBoard } from '../../worker/scoreboard/board-storage';
import type { ContestBoard } from '../../worker/scoreboard/board-object';
import type { BoardSubmission } from '../../worker/scoreboard/types';

/** A ContestBoard's own storage: what a woken object rebuilds its board from. */

const sub = (submitId: number, status: number): BoardSubmission => ({ submitId, uid: `u${submitId % 3}`, pid: 7, status, score: null, time: 10, submitTime: 1000 + submitId, base: 1000 });

const board = (submissions: BoardSubmission[]): StoredBoard => ({
  meta: {
    cid: 1,
    stamp: 42,
    contest: { type: 0, startTime: 1000, endTime: 9000, sealRank: false, sealRankTime: null, autoRealRank: true, oiRankScoreType: 'Recent', userDuration: 0, starUsernames: [], awardType: 0, awardConfigList: [] },
    problems: [{ pid: 7, displayId: 'A' }],
    excludedUids: ['author'],
    rankShowName: 'username',
  },
  submissions,
  users: [{ uid: 'u0', username: 'zero', nickname: '', realname: '', school: '', gender: 'secrecy', avatar: '' }],
  version: 3,
});

async function inObject(name: string, work: (storage: BoardStorage) => void): Promise<void> {
  const board = env.CONTEST_BOARD.get(env.CONTEST_BOARD.idFromName(name));
  await runInDurableObject(board, (_instance: ContestBoard, state) => work(new BoardStorage(state.storage)));
}

describe("a contest board's storage", () => {
  it('gives back a rebuilt board with the verdicts saved since, each submission at its latest version', async () => {
    await inObject('storage-roundtrip', (storage) => {
      expect(storage.load()).toBeNull();
      storage.saveAll(board(Array.from({ length: 25_000 }, (_, i) => sub(i + 1, -1))));
      storage.markDirty();
      storage.saveVerdicts([{ submission: sub(5, 0), version: 4 }, { submission: sub(30_001, 0), version: 5 }], [{ uid: 'u1', username: 'one', nickname: '', realname: '', school: '', gender: 'secrecy', avatar: '' }]);
      const loaded = storage.load()!;
      expect(loaded.version).toBe(5);
      expect(loaded.meta.stamp).toBe(42);
      expect(loaded.submissions).toHaveLength(25_001);
      expect(loaded.submissions.find((s) => s.submitId === 5)!.status).toBe(0);
      expect(loaded.users.map((u) => u.username).sort()).toEqual(['one', 'zero']);
      // Folding the verdicts into the chunks keeps the same board and version.
      storage.compact(loaded.submissions);
      const folded = storage.load()!;
      expect(folded.version).toBe(5);
      expect(folded.submissions).toEqual(loaded.submissions);
    });
  });

  it('is not trusted while verdicts wait unsaved (an object that died before saving rebuilds from D1)', async () => {
    await inObject('storage-dirty', (storage) => {
      storage.saveAll(board([sub(1, 0)]));
      expect(storage.load()).not.toBeNull();
      storage.markDirty();
      expect(storage.load()).toBeNull();
      storage.saveVerdicts([{ submission: sub(2, -1), version: 4 }], []);
      expect(storage.load()!.submissions).toHaveLength(2);
    });
  });
});
