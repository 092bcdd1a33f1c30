import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { TeamAnnouncementView } from '../../contract/api/courses';
import { TEAM_ANNOUNCEMENTS_SHOWN, TEAM_CATEGORIES } from '../../contract/rules/courses';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import { teamAnnouncements, trainingCampTeam, trainingCamps } from '../db/schema-courses';
import { isoTime } from '../problems/view';
import type { TrainingCampRow } from './rules';
import { containsText } from '../lib/text-search';

/** D1 reads and writes of the intensive-training team, its announcements and its camps. */

/** The team is one row; until an admin saves it, it has no title or description. */
const TEAM_ID = 1;

export async function teamInfo(db: Db): Promise<{ title: string; description: string }> {
  const row = await db.select({ title: trainingCampTeam.title, description: trainingCampTeam.description }).from(trainingCampTeam).where(eq(trainingCampTeam.id, TEAM_ID)).get();
  return row ?? { title: '', description: '' };
}

export async function saveTeamInfo(db: Db, info: { title: string; description: string }, now: number): Promise<void> {
  await db
    .insert(trainingCampTeam)
    .values({ id: TEAM_ID, ...info, gmtModified: now })
    .onConflictDoUpdate({ target: trainingCampTeam.id, set: { ...info, gmtModified: now } });
}

const announcementColumns = { row: teamAnnouncements, username: users.username, avatar: users.avatar };

function announcementView({ row, username, avatar }: { row: typeof teamAnnouncements.$inferSelect; username: string; avatar: string | null }): TeamAnnouncementView {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    content: row.content,
    status: row.status,
    uid: row.uid,
    username,
    avatar,
    gmtCreate: isoTime(row.gmtCreate),
    gmtModified: isoTime(row.gmtModified),
  };
}

function listStatement(db: Db) {
  return db.select(announcementColumns).from(teamAnnouncements).innerJoin(users, eq(users.id, teamAnnouncements.uid));
}

/** The newest visible announcements of each category, at most TEAM_ANNOUNCEMENTS_SHOWN each. */
export async function visibleTeamAnnouncements(db: Db): Promise<TeamAnnouncementView[]> {
  const perCategory = await Promise.all(
    TEAM_CATEGORIES.map((category) =>
      listStatement(db)
        .where(and(eq(teamAnnouncements.category, category), eq(teamAnnouncements.status, 0)))
        .orderBy(desc(teamAnnouncements.id))
        .limit(TEAM_ANNOUNCEMENTS_SHOWN)
        .all(),
    ),
  );
  return perCategory.flat().map(announcementView);
}

/** A page of one category's announcements, hidden ones too, newest first. */
export async function teamAnnouncementPage(db: Db, category: number, page: { currentPage: number; limit: number }): Promise<{ records: TeamAnnouncementView[]; total: number }> {
  const where = eq(teamAnnouncements.category, category);
  const [rows, [total]] = await Promise.all([
    listStatement(db)
      .where(where)
      .orderBy(desc(teamAnnouncements.id))
      .limit(page.limit)
      .offset((page.currentPage - 1) * page.limit)
      .all(),
    db.select({ n: count() }).from(teamAnnouncements).where(where).all(),
  ]);
  return { records: rows.map(announcementView), total: total?.n ?? 0 };
}

export async function teamAnnouncement(db: Db, id: number): Promise<TeamAnnouncementView | undefined> {
  const found = await listStatement(db).where(eq(teamAnnouncements.id, id)).get();
  return found && announcementView(found);
}

export type TeamAnnouncementValues = Pick<typeof teamAnnouncements.$inferInsert, 'category' | 'title' | 'content' | 'status' | 'gmtModified'>;

export async function insertTeamAnnouncement(db: Db, values: TeamAnnouncementValues & { uid: string; gmtCreate: number }): Promise<number> {
  const [row] = await db.insert(teamAnnouncements).values(values).returning({ id: teamAnnouncements.id });
  return row!.id;
}

export async function updateTeamAnnouncement(db: Db, id: number, values: TeamAnnouncementValues): Promise<void> {
  await db.update(teamAnnouncements).set(values).where(eq(teamAnnouncements.id, id));
}

export async function deleteTeamAnnouncement(db: Db, id: number): Promise<void> {
  await db.delete(teamAnnouncements).where(eq(teamAnnouncements.id, id));
}

/** Every camp, in the order they were made (the team page lists them all). */
export function allCamps(db: Db): Promise<TrainingCampRow[]> {
  return db.select().from(trainingCamps).orderBy(asc(trainingCamps.id)).all();
}

export function campRow(db: Db, id: number): Promise<TrainingCampRow | undefined> {
  return db.select().from(trainingCamps).where(eq(trainingCamps.id, id)).get();
}

/** A page of camps for the admin table, newest first; a keyword matches the title. */
export async function campPage(db: Db, query: { currentPage: number; limit: number; keyword?: string }): Promise<{ rows: TrainingCampRow[]; total: number }> {
  const where = query.keyword ? containsText(trainingCamps.title, query.keyword) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(trainingCamps)
      .where(where)
      .orderBy(desc(trainingCamps.id))
      .limit(query.limit)
      .offset((query.currentPage - 1) * query.limit)
      .all(),
    db.select({ n: count() }).from(trainingCamps).where(where).all(),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type CampValues = Pick<typeof trainingCamps.$inferInsert, 'title' | 'description' | 'duration' | 'intensity' | 'content' | 'gmtModified'>;

export async function insertCamp(db: Db, values: CampValues & { uid: string; gmtCreate: number }): Promise<number> {
  const [row] = await db.insert(trainingCamps).values(values).returning({ id: trainingCamps.id });
  return row!.id;
}

export async function updateCamp(db: Db, id: number, values: CampValues): Promise<void> {
  await db.update(trainingCamps).set(values).where(eq(trainingCamps.id, id));
}

export async function deleteCamp(db: Db, id: number): Promise<void> {
  await db.delete(trainingCamps).where(eq(trainingCamps.id, id));
}
