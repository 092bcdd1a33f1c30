import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { users } from './schema-accounts';

const epochSeconds = sql`(unixepoch())`;

/**
 * A course (part 3 §3.6, decision 38): listed on /course by type, with a details tab and a FAQ tab
 * (markdown) and a sign-up picture. Times are Unix seconds; the price is kept in cents.
 */
export const courses = sqliteTable(
  'courses',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** contract/rules/courses.ts COURSE_TYPES */
    type: integer('type').notNull(),
    /** the card's picture: an uploaded one (/api/public/img/...) or an outside http(s) address */
    image: text('image'),
    /** what the sign-up button shows (a QR code or a poster); the card's picture when null */
    signUpImage: text('sign_up_image'),
    priceCents: integer('price_cents').notNull().default(0),
    startTime: integer('start_time').notNull(),
    endTime: integer('end_time').notNull(),
    /** until when the recordings can be watched */
    replayTime: integer('replay_time'),
    content: text('content').notNull().default(''),
    faq: text('faq').notNull().default(''),
    /** who created it */
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [index('courses_list_idx').on(t.type, t.startTime)],
);

/** A teacher of a course, in the order the admin listed them, with the profession the detail shows. */
export const courseTeachers = sqliteTable(
  'course_teachers',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    uid: text('uid')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profession: text('profession').notNull(),
    rank: integer('rank').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.uid] })],
);

/** The intensive-training team (part 3 §2.17, §3.6): one row, id 1, written by the first save. */
export const trainingCampTeam = sqliteTable('training_camp_team', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
});

/**
 * An announcement of the team (part 3 §3.6): category 1 apply notice, 2 carousel info, 3 experience
 * sharing; status 0 visible, 1 hidden. Kept apart from the site's announcements (decision 38): admin
 * roles manage these, and they never reach the home panel.
 */
export const teamAnnouncements = sqliteTable(
  'team_announcements',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    category: integer('category').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: integer('status').notNull().default(0),
    uid: text('uid')
      .notNull()
      .references(() => users.id),
    gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
    gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
  },
  (t) => [index('team_announcements_list_idx').on(t.category, t.status, t.id)],
);

/** A training camp of the team: its card (duration text, intensity 1-5) and its markdown outline. */
export const trainingCamps = sqliteTable('training_camps', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  title: text('title').notNull(),
  description: text('description').notNull(),
  duration: text('duration').notNull(),
  intensity: integer('intensity').notNull(),
  content: text('content').notNull(),
  uid: text('uid')
    .notNull()
    .references(() => users.id),
  gmtCreate: integer('gmt_create').notNull().default(epochSeconds),
  gmtModified: integer('gmt_modified').notNull().default(epochSeconds),
});
