import { drizzle } from 'drizzle-orm/d1';
import type { Env } from '../env';
import * as accounts from './schema-accounts';
import * as config from './schema-config';
import * as judging from './schema-judging';
import * as problems from './schema-problems';
import * as submissions from './schema-submissions';

const schema = { ...accounts, ...config, ...problems, ...submissions, ...judging };

function connect(binding: Env['DB']) {
  return drizzle(binding, { schema });
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
