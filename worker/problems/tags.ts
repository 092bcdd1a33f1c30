import { and, asc, desc, eq, inArray, isNull, type SQLWrapper } from 'drizzle-orm';
import type * as v from 'valibot';
import type { ClassificationBody, ClassifiedTags, TagBody, TagChoice, TagClassificationView, TagView } from '../../contract/api/problems';
import { LOCAL_OJ } from '../../contract/api/problems';
import { hasRepeatedTag } from '../../contract/rules/problems';
import type { Db } from '../db/client';
import type { Deps } from '../deps';
import type { Principal } from '../accounts/sessions';
import { scopeOf } from '../scope/scope-of';
import { problemTags, tagClassifications, tags } from '../db/schema-problems';
import { ApiError, badRequest, notFound } from '../lib/api-error';
import { forgetCounts } from './problems-count-cache';

type TagRow = typeof tags.$inferSelect;
type ClassificationRow = typeof tagClassifications.$inferSelect;

export function toTagView(row: TagRow): TagView {
  return { id: row.id, name: row.name, color: row.color, oj: row.oj, gid: row.gid, tcid: row.tcid };
}

function toClassificationView(row: ClassificationRow): TagClassificationView {
  return { id: row.id, name: row.name, oj: row.oj, rank: row.rank, gid: row.gid };
}

/** Classifications are listed by rank, then newest first. */
const classificationOrder = [asc(tagClassifications.rank), desc(tagClassifications.id)];

/** Tags of the main bank (no group's), of one judge when `oj` is given; newest first. */
export async function allTags({ db }: Pick<Deps, 'db'>, oj: string | undefined): Promise<TagView[]> {
  const where = oj ? and(isNull(tags.gid), eq(tags.oj, oj)) : isNull(tags.gid);
  return (await db.select().from(tags).where(where).orderBy(desc(tags.id)).all()).map(toTagView);
}

/** Classifications by rank then newest, each with its tags (oldest first); unclassified tags last under `classification: null`. */
export async function tagsAndClassifications({ db }: Pick<Deps, 'db'>, oj: string | undefined): Promise<ClassifiedTags[]> {
  const classWhere = oj ? and(isNull(tagClassifications.gid), eq(tagClassifications.oj, oj)) : isNull(tagClassifications.gid);
  const [classRows, tagRows] = await db.batch([
    db.select().from(tagClassifications).where(classWhere).orderBy(...classificationOrder),
    db.select().from(tags).where(oj ? and(isNull(tags.gid), eq(tags.oj, oj)) : isNull(tags.gid)).orderBy(asc(tags.id)),
  ]);
  const groups: ClassifiedTags[] = classRows.map((c) => ({ classification: toClassificationView(c), tagList: [] }));
  const byId = new Map(groups.map((g) => [g.classification!.id, g]));
  const loose: TagView[] = [];
  for (const row of tagRows) {
    const group = row.tcid === null ? undefined : byId.get(row.tcid);
    if (group) group.tagList.push(toTagView(row));
    else loose.push(toTagView(row));
  }
  if (loose.length > 0) groups.push({ classification: null, tagList: loose });
  return groups;
}

/** The tags of the problems `pids` stands for (a list, or a subquery of problem ids), by problem id. */
export function problemTagsQuery(db: Db, pids: number[] | SQLWrapper) {
  return db
    .select({ pid: problemTags.pid, tag: tags })
    .from(problemTags)
    .innerJoin(tags, eq(tags.id, problemTags.tid))
    .where(inArray(problemTags.pid, pids))
    .orderBy(asc(problemTags.pid), asc(tags.id));
}

async function classificationExists(db: Db, tcid: number | null | undefined): Promise<void> {
  if (tcid === null || tcid === undefined) return;
  const row = await db.select({ id: tagClassifications.id }).from(tagClassifications).where(eq(tagClassifications.id, tcid)).get();
  if (!row) throw notFound('The tag classification does not exist');
}

async function sameName(db: Db, name: string, oj: string, exceptId: number | null): Promise<boolean> {
  const row = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.oj, oj), eq(tags.name, name))).get();
  return row !== undefined && row.id !== exceptId;
}

export async function addTag(deps: Pick<Deps, 'db' | 'clock'>, who: Principal, body: v.InferOutput<typeof TagBody>): Promise<TagView> {
  const { db } = deps;
  await scopeOf(deps, { gid: body.gid }, who);
  await classificationExists(db, body.tcid);
  if (await sameName(db, body.name, body.oj, null)) throw badRequest(`The tag ${body.name} already exists`);
  const [row] = await db.insert(tags).values({ name: body.name, color: body.color ?? null, oj: body.oj, tcid: body.tcid ?? null }).returning();
  return toTagView(row!);
}

export async function updateTag(deps: Pick<Deps, 'db' | 'clock'>, who: Principal, body: v.InferOutput<typeof TagBody>): Promise<TagView> {
  const { db } = deps;
  if (!body.id) throw badRequest('id is required');
  await scopeOf(deps, { gid: body.gid }, who);
  await classificationExists(db, body.tcid);
  if (await sameName(db, body.name, body.oj, body.id)) throw badRequest(`The tag ${body.name} already exists`);
  const [row] = await db
    .update(tags)
    .set({ name: body.name, color: body.color ?? null, oj: body.oj, tcid: body.tcid ?? null, updatedAt: deps.clock.nowSeconds() })
    .where(eq(tags.id, body.id))
    .returning();
  if (!row) throw notFound('The tag does not exist');
  return toTagView(row);
}

export async function deleteTag({ db }: Pick<Deps, 'db'>, id: number): Promise<void> {
  const gone = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  if (gone.length === 0) throw notFound('The tag does not exist');
  forgetCounts('problems:');
}

export async function listClassifications({ db }: Pick<Deps, 'db'>, oj: string | undefined): Promise<TagClassificationView[]> {
  const where = oj ? and(isNull(tagClassifications.gid), eq(tagClassifications.oj, oj)) : isNull(tagClassifications.gid);
  return (await db.select().from(tagClassifications).where(where).orderBy(...classificationOrder).all()).map(toClassificationView);
}

export async function addClassification(deps: Pick<Deps, 'db' | 'clock'>, who: Principal, body: v.InferOutput<typeof ClassificationBody>): Promise<TagClassificationView> {
  const { db } = deps;
  await scopeOf(deps, { gid: body.gid }, who);
  const [row] = await db.insert(tagClassifications).values({ name: body.name, oj: body.oj, rank: body.rank }).returning();
  return toClassificationView(row!);
}

export async function updateClassification(deps: Pick<Deps, 'db' | 'clock'>, who: Principal, body: v.InferOutput<typeof ClassificationBody>): Promise<TagClassificationView> {
  const { db } = deps;
  if (!body.id) throw badRequest('id is required');
  await scopeOf(deps, { gid: body.gid }, who);
  const [row] = await db
    .update(tagClassifications)
    .set({ name: body.name, oj: body.oj, rank: body.rank, updatedAt: deps.clock.nowSeconds() })
    .where(eq(tagClassifications.id, body.id))
    .returning();
  if (!row) throw notFound('The tag classification does not exist');
  return toClassificationView(row);
}

/** Its tags stay, unclassified. */
export async function deleteClassification({ db }: Pick<Deps, 'db'>, id: number): Promise<void> {
  const gone = await db.delete(tagClassifications).where(eq(tagClassifications.id, id)).returning({ id: tagClassifications.id });
  if (gone.length === 0) throw notFound('The tag classification does not exist');
}

/**
 * The tag ids a problem save asks for: existing tags by id, others by name (found, or created under
 * the platform's own judge). The same tag twice is refused (part 3 §5: a tag cannot be added twice).
 */
export async function resolveTagChoices(db: Db, choices: v.InferOutput<typeof TagChoice>[]): Promise<number[]> {
  const ids: number[] = [];
  const names: { name: string; color: string | null }[] = [];
  for (const choice of choices) {
    if (choice.id) ids.push(choice.id);
    else if (choice.name) names.push({ name: choice.name, color: choice.color ?? null });
    else throw badRequest('A tag needs its id or a name');
  }
  if (hasRepeatedTag(choices)) throw new ApiError(400, 'Add_Tag_Error', { reason: 'A tag cannot be added twice' });
  const known = ids.length > 0 ? await db.select().from(tags).where(inArray(tags.id, ids)).all() : [];
  if (known.length !== ids.length) throw notFound('A chosen tag does not exist');
  const byName = names.length > 0 ? await db.select().from(tags).where(and(eq(tags.oj, LOCAL_OJ), inArray(tags.name, names.map((n) => n.name)))).all() : [];
  const result = [...ids];
  const missing = names.filter((n) => !byName.some((t) => t.name === n.name));
  for (const t of byName) result.push(t.id);
  if (missing.length > 0) {
    const created = await db
      .insert(tags)
      .values(missing.map((n) => ({ name: n.name, color: n.color, oj: LOCAL_OJ })))
      .onConflictDoNothing()
      .returning({ id: tags.id });
    result.push(...created.map((c) => c.id));
    if (created.length !== missing.length) {
      const again = await db.select({ id: tags.id }).from(tags).where(and(eq(tags.oj, LOCAL_OJ), inArray(tags.name, missing.map((n) => n.name)))).all();
      for (const row of again) if (!result.includes(row.id)) result.push(row.id);
    }
  }
  if (new Set(result).size !== result.length) throw new ApiError(400, 'Add_Tag_Error', { reason: 'A tag cannot be added twice' });
  return result;
}
