/**
 * The demo monthly honor roll (part 1 §7, decision 35): this month's roll, shown on the home page's
 * AC ranking card, with Gold for alice, Silver for bob and Most improved for both. Every statement
 * is guarded: a start makes sure the month's roll exists and fills its awards only while it has none,
 * so an admin's later changes to it stay.
 */
import { honorMonthName } from '../contract/rules/honor';
import { sqlLiteral as q } from './inline-sql';

/** The demo accounts' ids (scripts/seed.ts numbers them in order: root, admin, teacher, alice, bob). */
const demoId = (i: number) => `demo${String(i).padStart(28, '0')}`;
const ID = { root: demoId(0), alice: demoId(3), bob: demoId(4) } as const;

export const SEED_HONOR_AWARDS = [
  { name: 'Gold', users: ['alice'] },
  { name: 'Silver', users: ['bob'] },
  { name: 'Most improved', users: ['bob', 'alice'] },
] as const satisfies readonly { name: string; users: readonly (keyof typeof ID)[] }[];

/** The statements for the month of `nowSeconds` (UTC). */
export function seedHonorSql(nowSeconds: number): string {
  const name = honorMonthName(new Date(nowSeconds * 1000));
  const roll = `(SELECT id FROM honor_rolls WHERE name = ${q(name)})`;
  const lines = [
    `INSERT INTO honor_rolls (name, status, uid, gmt_create, gmt_modified) SELECT ${q(name)}, 0, ${q(ID.root)}, ${nowSeconds}, ${nowSeconds} ` +
      `WHERE EXISTS (SELECT 1 FROM users WHERE id = ${q(ID.root)}) AND NOT EXISTS (SELECT 1 FROM honor_rolls WHERE name = ${q(name)});`,
  ];
  // Filled only while the roll has no award at all: a roll the admin changed keeps its awards.
  const fresh = `${roll} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM honor_awards WHERE roll_id = ${roll})`;
  const userRows = SEED_HONOR_AWARDS.flatMap((award, awardRank) => award.users.map((who, rank) => `(${awardRank}, ${q(ID[who])}, ${rank})`));
  lines.push(
    `INSERT OR IGNORE INTO honor_award_users (roll_id, award_rank, uid, rank) SELECT ${roll}, v.column1, v.column2, v.column3 FROM (VALUES ${userRows.join(', ')}) AS v ` +
      `WHERE ${fresh} AND EXISTS (SELECT 1 FROM users WHERE id = v.column2);`,
    `INSERT INTO honor_awards (roll_id, rank, name) SELECT ${roll}, v.column1, v.column2 FROM (VALUES ${SEED_HONOR_AWARDS.map((a, rank) => `(${rank}, ${q(a.name)})`).join(', ')}) AS v WHERE ${fresh};`,
  );
  return `${lines.join('\n')}\n`;
}
