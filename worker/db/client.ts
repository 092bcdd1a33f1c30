import { drizzle } from 'drizzle-orm/d1';
import type { Env } from '../env';
import { retryingD1 } from '../lib/storage-retry';
import * as accounts from './schema-accounts';
import * as config from './schema-config';
import * as judging from './schema-judging';
import * as problems from './schema-problems';
import * as submissions from './schema-submissions';

const schema = { ...accounts, ...config, ...problems, ...submissions, ...judging };

/** Every statement goes through the retrying binding: a read is tried again after a transient failure, a write only when it never ran (decision 41). */
function connect(binding: Env['DB']) {
  return drizzle(retryingD1(binding), { schema });
}

export type Db = ReturnType<typeof connect>;

/** One drizzle instance per D1 binding: building one walks the whole schema, and the binding outlives requests. */
const instances = new WeakMap<Env['DB'], Db>();

export function database(env: Pick<Env, 'DB'>): Db {
  let db = instances.get(env.DB);
  if (!db) {
    db = connect(env.DB);
    instances.set(env.DB, db);
  }
  return db;
}
