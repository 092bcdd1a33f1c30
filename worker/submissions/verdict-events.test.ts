import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deps } from '../deps';
import { onVerdict, raiseVerdict, type VerdictEvent } from './verdict-events';

const event: VerdictEvent = {
  submitId: 1,
  uid: 'u',
  username: 'alice',
  pid: 2,
  displayPid: 'P2',
  cid: 0,
  tid: null,
  gid: null,
  previousCountedStatus: null,
  status: 0,
  score: 100,
  time: 5,
  memory: 64,
  judgeTime: 1_700_000_000,
  submitTime: 1_699_999_990,
  source: 'runner',
};
const deps = {} as Deps;
const unsubscribes: (() => void)[] = [];
afterEach(() => unsubscribes.splice(0).forEach((off) => off()));

describe('verdict events', () => {
  it('hands each listener the event and the deps, in the order they subscribed', async () => {
    const heard: string[] = [];
    unsubscribes.push(onVerdict((e, d) => void heard.push(`a ${e.submitId} ${d === deps}`)));
    unsubscribes.push(onVerdict(async (e) => void heard.push(`b ${e.status}`)));
    await raiseVerdict(event, deps);
    expect(heard).toEqual(['a 1 true', 'b 0']);
  });

  it('stops telling a listener once it unsubscribes', async () => {
    const listener = vi.fn();
    const off = onVerdict(listener);
    await raiseVerdict(event, deps);
    off();
    await raiseVerdict(event, deps);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('logs a failing listener and still tells the others, without failing the raise', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    unsubscribes.push(onVerdict(() => { throw new Error('board down'); }));
    unsubscribes.push(onVerdict(async () => Promise.reject(new Error('cache down'))));
    unsubscribes.push(onVerdict(after));
    await expect(raiseVerdict(event, deps)).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledOnce();
    // The Worker's own listeners (worker/main.ts) hear the event too; only these two fail by design.
    const logged = error.mock.calls.map((c) => String(c[0])).filter((text) => /board down|cache down/.test(text));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toContain('board down');
    error.mockRestore();
  });
});
