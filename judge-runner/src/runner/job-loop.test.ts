import { describe, expect, it } from 'vitest';
import { parseQueueMessage } from './job-loop';

describe('parseQueueMessage', () => {
  it('takes judge, test and compile jobs and nothing else', () => {
    expect(parseQueueMessage('{"kind":"judge","submitId":7}')).toEqual({ kind: 'judge', submitId: 7 });
    expect(parseQueueMessage('{"kind":"test","key":"abc"}')).toEqual({ kind: 'test', key: 'abc' });
    expect(parseQueueMessage('{"kind":"compile","key":"f00d"}')).toEqual({ kind: 'compile', key: 'f00d' });
    expect(parseQueueMessage('{"kind":"compile","key":""}')).toBeNull();
    expect(parseQueueMessage('{"kind":"compile"}')).toBeNull();
    expect(parseQueueMessage('{"kind":"other","key":"x"}')).toBeNull();
    expect(parseQueueMessage('not json')).toBeNull();
  });
});
