import { describe, expect, it } from 'vitest';
import type { QueueMessage } from '../contract/judge';
import { workerQueue } from './deps';

/** A queue binding that records what was sent to it. */
function recordingBinding() {
  const sent: unknown[] = [];
  const binding = {
    sendBatch(messages: Iterable<MessageSendRequest<string>>) {
      for (const m of messages) sent.push(JSON.parse(m.body));
      return Promise.resolve();
    },
  } as unknown as Queue<string>;
  return { binding, sent };
}

describe('the Worker job queue', () => {
  it('sends contest jobs to the contest queue and the rest to the practice queue (decision 25)', async () => {
    const contest = recordingBinding();
    const practice = recordingBinding();
    const messages: QueueMessage[] = [
      { kind: 'judge', submitId: 1, priority: 'practice' },
      { kind: 'judge', submitId: 2, priority: 'contest' },
      { kind: 'compile', key: 'k', priority: 'contest' },
      { kind: 'test', key: 't', priority: 'practice' },
    ];
    await workerQueue({ contest: contest.binding, practice: practice.binding }).send(messages);
    expect(contest.sent).toEqual([messages[1], messages[2]]);
    expect(practice.sent).toEqual([messages[0], messages[3]]);
  });

  it('sends in batches of at most 100, the Queues limit', async () => {
    const practice = recordingBinding();
    let batches = 0;
    const counting = { sendBatch: (m: MessageSendRequest<string>[]) => (batches++, expect(m.length).toBeLessThanOrEqual(100), practice.binding.sendBatch(m)) } as unknown as Queue<string>;
    await workerQueue({ contest: recordingBinding().binding, practice: counting }).send(Array.from({ length: 250 }, (_, i) => ({ kind: 'judge', submitId: i, priority: 'practice' })));
    expect(batches).toBe(3);
    expect(practice.sent).toHaveLength(250);
  });
});
