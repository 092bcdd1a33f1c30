import type { ImportReport, ImportUsersBody } from '../../contract/api/admin';
import { noEmailAddress } from '../../contract/rules/accounts';
import { checkImportRows, IMPORT_PROBLEM_TEXT, IMPORT_ROWS_PER_CALL, type ImportLine, type ImportRowError } from '../../contract/rules/admin';
import { isUniqueViolation } from '../accounts/queries';
import type { Deps } from '../deps';
import { ApiError, badRequest } from '../lib/api-error';
import { hashPasswords } from '../lib/password';
import { newId } from '../lib/random';
import type { AuditTrail } from './audit';
import { insertUsersStatements, takenEmails, takenUsernameKeys } from './queries';
import { ADMIN_MESSAGES, fill } from './rules';

/**
 * The CSV import (part 3 §5; decision 36). The web app reads the file (UTF-8, a byte-order mark
 * dropped, quoted cells) and sends its rows with their line numbers; each row is checked here again
 * (the seven columns' rules, a username or e-mail repeated in the file, one an account already has).
 * With `check` nothing is written: the report of the whole file. Otherwise the good rows (at most
 * IMPORT_ROWS_PER_CALL, each a PBKDF2 hash) become accounts with the user role in one D1 batch, and
 * the bad ones are reported by line.
 */
export async function importUsers(deps: Pick<Deps, 'db' | 'clock'>, body: ImportUsersBody, audit: AuditTrail): Promise<ImportReport> {
  if (!body.check && body.rows.length > IMPORT_ROWS_PER_CALL) throw badRequest(fill(ADMIN_MESSAGES.importTooMany, { max: IMPORT_ROWS_PER_CALL }));
  const read = checkImportRows(body.rows);
  const { good, errors } = await withoutTaken(deps, read.users, read.errors);
  const report = (imported: number): ImportReport => ({
    imported,
    users: good.map(({ line, user }) => ({ line, username: user.username })),
    errors: errors.map((e) => ({ ...e, msg: IMPORT_PROBLEM_TEXT[e.problem] })),
  });
  if (body.check || good.length === 0) {
    audit.discard();
    return report(0);
  }
  const now = deps.clock.nowSeconds();
  const hashes = await hashPasswords(good.map(({ user }) => user.password));
  const rows = good.map(({ user }, i) => {
    const id = newId();
    return { ...user, id, email: user.email ?? noEmailAddress(id), passwordHash: hashes[i]! };
  });
  // The rows hold passwords by position: the log keeps the lines and usernames instead.
  audit.note({ body: { rows: body.rows.length }, targets: { uid: rows.map((r) => r.id) }, after: { imported: good.map(({ line, user }) => ({ line, username: user.username })), errors: errors.length } });
  const [first, ...rest] = insertUsersStatements(deps.db, rows, now);
  try {
    await deps.db.batch([first!, ...rest, ...audit.statements(deps.db)]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ADMIN_MESSAGES.importRaced);
    throw error;
  }
  return report(good.length);
}

/** The good rows whose username and e-mail no account has yet; the others join the errors, all by line. */
async function withoutTaken(deps: Pick<Deps, 'db'>, users: ImportLine[], errors: ImportRowError[]): Promise<{ good: ImportLine[]; errors: ImportRowError[] }> {
  const names = await takenUsernameKeys(
    deps.db,
    users.map((u) => u.user.username.toLowerCase()),
  );
  const emails = await takenEmails(
    deps.db,
    users.flatMap((u) => (u.user.email === null ? [] : [u.user.email])),
  );
  const good: ImportLine[] = [];
  const all = [...errors];
  for (const line of users) {
    if (names.has(line.user.username.toLowerCase())) all.push({ line: line.line, username: line.user.username, problem: 'username_taken' });
    else if (line.user.email !== null && emails.has(line.user.email)) all.push({ line: line.line, username: line.user.username, problem: 'email_taken' });
    else good.push(line);
  }
  return { good, errors: all.sort((a, b) => a.line - b.line) };
}
