import os from 'node:os';
import path from 'node:path';
import { boxCpusFromEnv, boxDiskMbFromEnv, boxUidBaseFromEnv } from '../sandbox/launcher';
import { localQueueBasePath } from '../../../contract/api/judging';
import { QUEUE_NAMES } from '../../../contract/judge';

/** How a runner finds its queue and its Worker; every value comes from the environment. */
export interface RunnerConfig {
  /** this runner's name in heartbeats and submissions' `judger` */
  name: string;
  /** parallel judging slots (default: one per CPU core) */
  slots: number;
  /** base URL of the Worker, e.g. https://oj.example.com */
  workerUrl: string;
  /** the fleet this runner belongs to, and that fleet's HMAC key (never the Worker's own secrets) */
  fleet: string;
  fleetKey: string;
  /** the practice queue's pull API base: https://api.cloudflare.com/client/v4/accounts/<account>/queues/<queue id>, or the Worker's local emulator */
  queueUrl: string;
  /** the contest queue's pull API base, served before the practice queue (decision 25) */
  contestQueueUrl: string;
  /** the API token of both queues */
  queueToken: string;
  /** how long a pulled job stays invisible to other runners before it is handed out again */
  visibilityTimeoutMs: number;
  /** pause between pulls when the queue is empty */
  idlePollMs: number;
  cacheDir: string;
  /** room for one run's files in its private work area, MB (JUDGE_BOX_DISK_MB) */
  boxDiskMb: number;
  /** cores per box: its CPU time per second and its cpuset (JUDGE_BOX_CPUS) */
  boxCpus: number;
  /** the first box uid: slot i runs as uidBase + i (JUDGE_BOX_UID_BASE); runners sharing a host need ranges of their own */
  boxUidBase: number;
}

function required(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`The judge runner needs the ${name} environment variable.`);
  return value;
}

/**
 * The two queue URLs: both given (a deployment), or neither (the Worker's local emulator). A
 * runner told only one would never judge the other queue's jobs, so that is refused.
 */
function queueUrls(env: NodeJS.ProcessEnv, workerUrl: string): { queueUrl: string; contestQueueUrl: string } {
  const practice = env.JUDGE_QUEUE_URL;
  const contest = env.JUDGE_CONTEST_QUEUE_URL;
  if (!practice && !contest) {
    return { queueUrl: `${workerUrl}${localQueueBasePath(QUEUE_NAMES.practice)}`, contestQueueUrl: `${workerUrl}${localQueueBasePath(QUEUE_NAMES.contest)}` };
  }
  if (!practice || !contest) throw new Error('The judge runner needs both JUDGE_QUEUE_URL and JUDGE_CONTEST_QUEUE_URL, or neither for the local emulator.');
  return { queueUrl: practice.replace(/\/$/, ''), contestQueueUrl: contest.replace(/\/$/, '') };
}

export function configFromEnv(env: NodeJS.ProcessEnv = process.env): RunnerConfig {
  const workerUrl = required(env, 'JUDGE_WORKER_URL').replace(/\/$/, '');
  return {
    name: env.JUDGE_RUNNER_NAME ?? `${os.hostname()}-${process.pid}`,
    slots: Math.max(1, Number(env.JUDGE_SLOTS ?? os.availableParallelism())),
    workerUrl,
    fleet: required(env, 'JUDGE_FLEET'),
    fleetKey: required(env, 'JUDGE_FLEET_KEY'),
    ...queueUrls(env, workerUrl),
    queueToken: required(env, 'JUDGE_QUEUE_TOKEN'),
    visibilityTimeoutMs: Number(env.JUDGE_VISIBILITY_TIMEOUT_MS ?? 180_000),
    idlePollMs: Number(env.JUDGE_IDLE_POLL_MS ?? 100),
    cacheDir: env.JUDGE_CACHE_DIR ?? path.join(os.tmpdir(), 'hoj-judge-cache'),
    boxDiskMb: boxDiskMbFromEnv(env),
    boxUidBase: boxUidBaseFromEnv(env),
    boxCpus: boxCpusFromEnv(env),
  };
}
