import { and, asc, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { HonorAwardDraft } from '../../contract/rules/honor';
import { honorUsernameKey } from '../../contract/rules/honor';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { honorAwards, honorAwardUsers, honorRolls } from '../db/schema-honor';
import { boundedStatements, inList } from '../lib/bound-parameters';

export type HonorRollRow = typeof honorRolls.$inferSelect;

export interface HonorAwardRows {
  rank: number;
  name: string;
  users: { uid: string; username: string; realname: string | null; avatar: string | null }[];
}

/** Rolls with their authors' usernames, newest first (a page of them when asked). */
export async function rollRows(db: Db, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<{ row: HonorRollRow; author: string }[]> {
  const base = db.select({ row: honorRolls, author: users.username }).from(honorRolls).innerJoin(users, eq(users.id, honorRolls.uid)).where(where).orderBy(desc(honorRolls.id));
  return page ? base.limit(page.limit).offset(page.offset).all() : base.all();
}

export async function countRolls(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(honorRolls).where(where).all();
  return row?.n ?? 0;
}

/** The newest shown roll, the home page's (one indexed step: status, then the highest id). */
export async function newestShownRoll(db: Db, shown: number): Promise<{ row: HonorRollRow; author: string } | undefined> {
  return (await rollRows(db, eq(honorRolls.status, shown), { limit: 1, offset: 0 }))[0];
}

export async function rollById(db: Db, id: number): Promise<HonorRollRow | undefined> {
  return db.select().from(honorRolls).where(eq(honorRolls.id, id)).get();
}

/** Whether another roll (not `exceptId`) already has this name. */
export async function rollNameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  const row = await db
    .select({ id: honorRolls.id })
    .from(honorRolls)
    .where(exceptId === null ? eq(honorRolls.name, name) : and(eq(honorRolls.name, name), ne(honorRolls.id, exceptId)))
    .get();
  return row !== undefined;
}

/** The awards of these rolls with their users, each in its stored order, by roll id. */
export async function awardsOfRolls(db: Db, rollIds: number[]): Promise<Map<number, HonorAwardRows[]>> {
  const byRoll = new Map<number, HonorAwardRows[]>();
  if (rollIds.length === 0) return byRoll;
  const [awards, members] = await Promise.all([
    db.select().from(honorAwards).where(inList(honorAwards.rollId, rollIds)).orderBy(asc(honorAwards.rollId), asc(honorAwards.rank)).all(),
    db
      .select({ rollId: honorAwardUsers.rollId, awardRank: honorAwardUsers.awardRank, uid: users.id, username: users.username, realname: users.realname, avatar: users.avatar })
      .from(honorAwardUsers)
      .innerJoin(users, eq(users.id, honorAwardUsers.uid))
      .where(inList(honorAwardUsers.rollId, rollIds))
      .orderBy(asc(honorAwardUsers.rollId), asc(honorAwardUsers.awardRank), asc(honorAwardUsers.rank))
      .all(),
  ]);
  const byAward = new Map<string, HonorAwardRows>();
  for (const award of awards) {
    const entry: HonorAwardRows = { rank: award.rank, name: award.name, users: [] };
    byAward.set(`${award.rollId}:${award.rank}`, entry);
    byRoll.set(award.rollId, [...(byRoll.get(award.rollId) ?? []), entry]);
  }
  for (const m of members) byAward.get(`${m.rollId}:${m.awardRank}`)?.users.push({ uid: m.uid, username: m.username, realname: m.realname, avatar: m.avatar });
  return byRoll;
}

/** The ids of these usernames (any case), by username key; names without a user are missing from the map. */
export async function uidsByUsername(db: Db, names: readonly string[]): Promise<Map<string, string>> {
  const rows = await db.select({ id: users.id, key: users.usernameKey }).from(users).where(inList(users.usernameKey, [...new Set(names.map(honorUsernameKey))])).all();
  return new Map(rows.map((r) => [r.key, r.id]));
}

/**
 * The statements writing a roll's awards and their users, for the roll `rollId` (its id, or the SQL
 * of the one inserted earlier in the same batch).
 */
export function awardInserts(db: Db, rollId: number | SQL, awards: readonly HonorAwardDraft[], uidOf: ReadonlyMap<string, string>) {
  const rollValue = typeof rollId === 'number' ? rollId : sql<number>`${rollId}`;
  const userRows = awards.flatMap((award, awardRank) => award.usernames.map((name, rank) => ({ rollId: rollValue, awardRank, uid: uidOf.get(honorUsernameKey(name))!, rank })));
  return [
    ...boundedStatements(
      awards.map((award, rank) => ({ rollId: rollValue, rank, name: award.name })),
      (part) => db.insert(honorAwards).values(part),
    ),
    ...boundedStatements(userRows, (part) => db.insert(honorAwardUsers).values(part)),
  ];
}

/** The statements removing a roll's awards and their users (the roll itself stays). */
export function awardDeletes(db: Db, rollId: number) {
  return [db.delete(honorAwardUsers).where(eq(honorAwardUsers.rollId, rollId)), db.delete(honorAwards).where(eq(honorAwards.rollId, rollId))] as const;
}
