/** Demo data for a new local stack: the super admin and a few accounts of each role. */
import { ROLE_ID, type RoleName } from '../contract/roles';
import { hashPassword } from '../worker/lib/password';

export interface DemoAccount {
  username: string;
  password: string;
  email: string;
  nickname: string;
  roles: RoleName[];
}

export const SUPER_ADMIN: DemoAccount = { username: 'root', password: 'hojroot2026', email: 'root@example.com', nickname: 'Super Admin', roles: ['root'] };

export const DEMO_ACCOUNTS: DemoAccount[] = [
  SUPER_ADMIN,
  { username: 'admin', password: 'hojadmin2026', email: 'admin@example.com', nickname: 'Site Admin', roles: ['admin'] },
  { username: 'teacher', password: 'hojteacher2026', email: 'teacher@example.com', nickname: 'Teacher Wang', roles: ['teacher'] },
  { username: 'alice', password: 'alice2026', email: 'alice@example.com', nickname: 'Alice', roles: ['user'] },
  { username: 'bob', password: 'bob20262026', email: 'bob@example.com', nickname: 'Bob', roles: ['user', 'vip'] },
];

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

export async function seedSql(): Promise<string> {
  const lines: string[] = [];
  for (const [i, account] of DEMO_ACCOUNTS.entries()) {
    const id = `demo${String(i).padStart(28, '0')}`;
    const hash = await hashPassword(account.password);
    lines.push(
      `INSERT OR IGNORE INTO users (id, username, username_key, password_hash, email, nickname) VALUES (${[id, account.username, account.username.toLowerCase(), hash, account.email, account.nickname].map(quote).join(', ')});`,
    );
    for (const role of account.roles) lines.push(`INSERT OR IGNORE INTO user_roles (user_id, role_id) VALUES (${quote(id)}, ${ROLE_ID[role]});`);
  }
  return `${lines.join('\n')}\n`;
}
