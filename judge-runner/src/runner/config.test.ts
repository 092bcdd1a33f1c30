import { describe, expect, it } from 'vitest';
import { DEFAULT_UID_BASE } from '../sandbox/launcher';
import { configFromEnv } from './config';

const BASE_ENV = { JUDGE_WORKER_URL: 'http://127.0.0.1:8787/', JUDGE_FLEET: 'local', JUDGE_FLEET_KEY: 'k', JUDGE_QUEUE_TOKEN: 't' };

describe('runner config', () => {
  it('takes the box uid range from JUDGE_BOX_UID_BASE, so two runners on one host keep apart', () => {
    expect(configFromEnv(BASE_ENV).boxUidBase).toBe(DEFAULT_UID_BASE);
    expect(configFromEnv({ ...BASE_ENV, JUDGE_BOX_UID_BASE: '61000' }).boxUidBase).toBe(61000);
    expect(() => configFromEnv({ ...BASE_ENV, JUDGE_BOX_UID_BASE: 'many' })).toThrow(/JUDGE_BOX_UID_BASE/);
    expect(() => configFromEnv({ ...BASE_ENV, JUDGE_BOX_UID_BASE: '0' })).toThrow(/JUDGE_BOX_UID_BASE/);
  });

  it('takes the cores per box from JUDGE_BOX_CPUS, one by default', () => {
    expect(configFromEnv(BASE_ENV).boxCpus).toBe(1);
    expect(configFromEnv({ ...BASE_ENV, JUDGE_BOX_CPUS: '2' }).boxCpus).toBe(2);
    expect(() => configFromEnv({ ...BASE_ENV, JUDGE_BOX_CPUS: 'all' })).toThrow(/JUDGE_BOX_CPUS/);
  });

  it('reaches the local queue emulator through the Worker unless queue URLs are given', () => {
    const local = configFromEnv(BASE_ENV);
    expect(local.queueUrl).toBe('http://127.0.0.1:8787/api/internal/queues/hoj-submissions');
    expect(local.contestQueueUrl).toBe('http://127.0.0.1:8787/api/internal/queues/hoj-contest-submissions');
  });

  it('needs both the practice and the contest queue URL in a deployment, so no queue goes unjudged', () => {
    const cf = 'https://api.cloudflare.com/client/v4/accounts/acc/queues';
    const both = configFromEnv({ ...BASE_ENV, JUDGE_QUEUE_URL: `${cf}/q1/`, JUDGE_CONTEST_QUEUE_URL: `${cf}/q2` });
    expect([both.queueUrl, both.contestQueueUrl]).toEqual([`${cf}/q1`, `${cf}/q2`]);
    expect(() => configFromEnv({ ...BASE_ENV, JUDGE_QUEUE_URL: `${cf}/q1` })).toThrow(/JUDGE_CONTEST_QUEUE_URL/);
    expect(() => configFromEnv({ ...BASE_ENV, JUDGE_CONTEST_QUEUE_URL: `${cf}/q2` })).toThrow(/JUDGE_QUEUE_URL/);
  });
});
