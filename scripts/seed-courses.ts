/**
 * Demo courses and intensive training for the local stack (part 3 §2.16, §2.17, §3.6; decision 38):
 * two courses (the first with the demo `teacher`, a FAQ and a sign-up poster), the intensive-training
 * team with one announcement of each category and two training camps, and the course livestream link.
 * The pictures are drawn here as SVG and put into the local R2 bucket like an admin's upload, so no
 * picture comes from the internet. Every statement is guarded, so the seed runs on every start and
 * never undoes what an admin changed.
 */
import { COURSE_TYPE, TEAM_CATEGORY } from '../contract/rules/courses';
import { sqlOneLine as text, sqlLiteral as q } from './inline-sql';

/** The demo accounts' ids (scripts/seed.ts numbers them in order: root, admin, teacher, alice, bob). */
const ADMIN_ID = `demo${String(1).padStart(28, '0')}`;
const TEACHER_ID = `demo${String(2).padStart(28, '0')}`;

/** Where an uploaded picture is kept in R2 and served from (worker/contests/cover-image.ts). */
export const IMAGE_KEY_PREFIX = 'contest-img/';
/** A fixed name of the shape an upload gets (32 hex digits), so every start puts the same objects. */
const imageName = (n: number) => `dec0${String(n).padStart(28, '0')}.svg`;
const imageLink = (name: string) => `/api/public/img/${name}`;

const xml = (value: string) => value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A course card picture: a gradient, the title and a few lines of code as decoration. */
function coverSvg(title: string, subtitle: string, from: string, to: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">',
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    '<rect width="960" height="540" fill="url(#g)"/>',
    '<g fill="none" stroke="#ffffff" stroke-opacity="0.18" stroke-width="2"><circle cx="820" cy="90" r="160"/><circle cx="860" cy="460" r="110"/></g>',
    '<g font-family="monospace" font-size="22" fill="#ffffff" fill-opacity="0.55">',
    '<text x="64" y="330">int main() {</text><text x="96" y="364">read(n);</text><text x="96" y="398">solve(n);</text><text x="64" y="432">}</text></g>',
    `<text x="64" y="170" font-family="sans-serif" font-size="56" font-weight="700" fill="#ffffff">${xml(title)}</text>`,
    `<text x="64" y="226" font-family="sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.9">${xml(subtitle)}</text>`,
    '</svg>',
  ].join('');
}

/** The sign-up poster the course's button shows: how to sign up, with no real code to scan. */
function posterSvg(title: string, lines: readonly string[]): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">',
    '<rect width="600" height="800" rx="24" fill="#fff7ed"/>',
    '<rect x="24" y="24" width="552" height="752" rx="18" fill="none" stroke="#f97316" stroke-width="4" stroke-dasharray="14 10"/>',
    '<text x="300" y="120" text-anchor="middle" font-family="sans-serif" font-size="40" font-weight="700" fill="#9a3412">SIGN UP</text>',
    `<text x="300" y="180" text-anchor="middle" font-family="sans-serif" font-size="28" fill="#7c2d12">${xml(title)}</text>`,
    '<g transform="translate(180 240)"><rect width="240" height="240" rx="16" fill="#fdba74"/><path d="M60 120 l40 40 l80 -90" fill="none" stroke="#ffffff" stroke-width="22" stroke-linecap="round" stroke-linejoin="round"/></g>',
    ...lines.map((line, i) => `<text x="300" y="${570 + i * 44}" text-anchor="middle" font-family="sans-serif" font-size="24" fill="#431407">${xml(line)}</text>`),
    '</svg>',
  ].join('');
}

export const SEED_COURSES = [
  {
    title: 'C++ from zero to contest',
    description: 'Eight evenings a week apart: input and output, loops, arrays, functions, sorting and your first contest problems, with homework judged on this site.',
    type: COURSE_TYPE.basics,
    priceCents: 39_900,
    image: { name: imageName(1), svg: coverSvg('C++ from zero to contest', 'Eight evenings, one contest at the end', '#4f46e5', '#06b6d4') },
    signUp: { name: imageName(2), svg: posterSvg('C++ from zero to contest', ['Write to courses@example.com', 'or ask at the front desk.', 'Places: 40']) },
    content:
      '## What you learn\n\n1. Reading input and printing output\n2. Branches and loops\n3. Arrays and strings\n4. Functions and recursion\n5. Sorting and searching\n6. Your first contest problems\n\nEvery evening ends with two problems to solve on this site; the last evening is a short contest.',
    faq: '**Do I need to know any programming?**\n\nNo. We start from installing a compiler.\n\n**Can I watch a lesson again?**\n\nYes: every lesson is recorded and can be replayed until the replay date.\n\n**How do I ask a question?**\n\nIn the discussion forum, or in the live stream chat.',
    teachers: [
      { uid: TEACHER_ID, profession: 'Competitive programming coach' },
      { uid: ADMIN_ID, profession: 'Teaching assistant' },
    ],
    startsInDays: 7,
    weeks: 8,
    replayWeeks: 20,
  },
  {
    title: 'Graph algorithms in a weekend',
    description: 'Breadth-first search, shortest paths and spanning trees: two days of lessons and practice problems. Free for members of the site.',
    type: COURSE_TYPE.algorithms,
    priceCents: 0,
    image: { name: imageName(3), svg: coverSvg('Graph algorithms', 'BFS, Dijkstra, spanning trees', '#059669', '#84cc16') },
    signUp: null,
    content: '## Saturday\n\n- Graphs and how to store them\n- Breadth-first and depth-first search\n\n## Sunday\n\n- Dijkstra and Bellman-Ford\n- Kruskal and Prim',
    faq: '**Is it really free?**\n\nYes.',
    teachers: [{ uid: TEACHER_ID, profession: 'Algorithms lecturer' }],
    startsInDays: 21,
    weeks: 0,
    replayWeeks: 0,
  },
] as const;

export const SEED_TEAM = {
  title: 'HOJ Intensive Training Team',
  description: 'We train for the regional and national programming contests: weekly team contests, problem-solving sessions and camps in the holidays. Every student of the site may apply.',
} as const;

export const SEED_TEAM_ANNOUNCEMENTS = [
  { category: TEAM_CATEGORY.applyNotice, title: 'Applications for the spring camp are open', content: 'Send your username and the problems you solved to **team@example.com** before the end of the month.\n\nWe answer every application within a week.' },
  { category: TEAM_CATEGORY.carouselInfo, title: 'Our team took gold at the regional contest', content: 'Congratulations to the three of them: 9 problems in 5 hours.' },
  { category: TEAM_CATEGORY.experienceSharing, title: 'How I went from 0 to 500 problems in a year', content: 'Solve a little every day, read the editorial when stuck for an hour, and write down what you learned.' },
] as const;

export const SEED_CAMPS = [
  { title: 'Foundations camp', description: 'Two weeks of sorting, greedy and binary search for new members.', duration: '2 weeks', intensity: 2, content: '## Week 1\n\n- Sorting and greedy\n- Binary search on the answer\n\n## Week 2\n\n- Prefix sums and two pointers\n- A team contest' },
  { title: 'Regional contest camp', description: 'Six weeks of graphs, dynamic programming and full team contests before the regionals.', duration: '6 weeks', intensity: 5, content: '## Weeks 1-2\n\nGraphs\n\n## Weeks 3-4\n\nDynamic programming\n\n## Weeks 5-6\n\nA five-hour team contest every Saturday' },
] as const;

export const SEED_LIVESTREAM_URL = 'https://live.example.com/hoj-courses';

/** The pictures to put into R2: key and SVG text. */
export function seedCourseImages(): { key: string; svg: string }[] {
  return SEED_COURSES.flatMap((c) => [c.image, ...(c.signUp ? [c.signUp] : [])]).map((image) => ({ key: IMAGE_KEY_PREFIX + image.name, svg: image.svg }));
}

const DAY = 86_400;

/** The SQL of the demo courses, team and livestream link at `now` (Unix seconds); safe to run on every start. */
export function seedCoursesSql(now: number): string {
  const lines: string[] = [];
  const adminThere = `EXISTS (SELECT 1 FROM users WHERE id = ${q(ADMIN_ID)})`;
  for (const c of SEED_COURSES) {
    const start = now + c.startsInDays * DAY;
    const end = start + Math.max(c.weeks * 7 * DAY, DAY);
    const replay = c.replayWeeks > 0 ? String(start + c.replayWeeks * 7 * DAY) : 'NULL';
    const courseId = `(SELECT id FROM courses WHERE title = ${q(c.title)} ORDER BY id LIMIT 1)`;
    lines.push(
      'INSERT INTO courses (title, description, type, image, sign_up_image, price_cents, start_time, end_time, replay_time, content, faq, uid, gmt_create, gmt_modified) ' +
        `SELECT ${q(c.title)}, ${q(c.description)}, ${c.type}, ${q(imageLink(c.image.name))}, ${c.signUp ? q(imageLink(c.signUp.name)) : 'NULL'}, ${c.priceCents}, ${start}, ${end}, ${replay}, ${text(c.content)}, ${text(c.faq)}, ${q(ADMIN_ID)}, ${now}, ${now} ` +
        `WHERE ${adminThere} AND ${courseId} IS NULL;`,
    );
    // Teachers only with the course's first seeding: an admin who changed the list keeps their list.
    c.teachers.forEach((t, rank) => {
      lines.push(
        `INSERT OR IGNORE INTO course_teachers (course_id, uid, profession, rank) SELECT ${courseId}, ${q(t.uid)}, ${q(t.profession)}, ${rank} ` +
          `WHERE ${courseId} IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = ${q(t.uid)}) AND (SELECT gmt_create FROM courses WHERE id = ${courseId}) = ${now};`,
      );
    });
  }
  lines.push(`INSERT OR IGNORE INTO training_camp_team (id, title, description, gmt_modified) VALUES (1, ${q(SEED_TEAM.title)}, ${q(SEED_TEAM.description)}, ${now});`);
  SEED_TEAM_ANNOUNCEMENTS.forEach((a, i) => {
    const at = now - (SEED_TEAM_ANNOUNCEMENTS.length - i) * 3600;
    lines.push(
      `INSERT INTO team_announcements (category, title, content, status, uid, gmt_create, gmt_modified) SELECT ${a.category}, ${q(a.title)}, ${text(a.content)}, 0, ${q(ADMIN_ID)}, ${at}, ${at} ` +
        `WHERE ${adminThere} AND NOT EXISTS (SELECT 1 FROM team_announcements WHERE title = ${q(a.title)});`,
    );
  });
  for (const camp of SEED_CAMPS) {
    lines.push(
      `INSERT INTO training_camps (title, description, duration, intensity, content, uid, gmt_create, gmt_modified) SELECT ${q(camp.title)}, ${q(camp.description)}, ${q(camp.duration)}, ${camp.intensity}, ${text(camp.content)}, ${q(ADMIN_ID)}, ${now}, ${now} ` +
        `WHERE ${adminThere} AND NOT EXISTS (SELECT 1 FROM training_camps WHERE title = ${q(camp.title)});`,
    );
  }
  lines.push(`INSERT OR IGNORE INTO site_config (key, value, updated_at) VALUES ('livestream', ${q(JSON.stringify({ url: SEED_LIVESTREAM_URL }))}, ${now});`);
  return `${lines.join('\n')}\n`;
}
