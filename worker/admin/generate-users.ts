import type { GeneratedUsers, GenerateUsersBody } from '../../contract/api/admin';
import { noEmailAddress } from '../../contract/rules/accounts';
import { checkGenerate, GENERATE_PER_CALL, GENERATE_PROBLEM_TEXT, generatedUsernames } from '../../contract/rules/admin';
import { isUniqueViolation } from '../accounts/queries';
import type { Deps } from '../deps';
import { ApiError, badRequest } from '../lib/api-error';
import { hashPasswords } from '../lib/password';
import { newId, randomToken } from '../lib/random';
import type { AuditTrail } from './audit';
import { insertUsersStatements, takenUsernameKeys } from './queries';
import { ADMIN_MESSAGES, fill } from './rules';

/** How many taken usernames a refusal names. */
const TAKEN_SHOWN = 10;

/**
 * Account generation (part 3 §5, §9; decision 36): `prefix + n + suffix` for each n of the range,
 * each with a random password of the chosen length (letters and digits without look-alikes), no
 * e-mail address and the user role, in one D1 batch. A range that meets an existing username is
 * refused whole, naming the taken ones. The passwords are answered once and kept nowhere.
 */
export async function generateUsers(deps: Pick<Deps, 'db' | 'clock'>, body: GenerateUsersBody, audit: AuditTrail): Promise<GeneratedUsers> {
  const spec = { prefix: body.prefix, suffix: body.suffix, numberFrom: body.number_from, numberTo: body.number_to, passwordLength: body.password_length };
  const problem = checkGenerate(spec, GENERATE_PER_CALL);
  if (problem === 'too_many') throw badRequest(fill(ADMIN_MESSAGES.generatePerCall, { max: GENERATE_PER_CALL }));
  if (problem) throw badRequest(GENERATE_PROBLEM_TEXT[problem]);
  const names = generatedUsernames(spec);
  const taken = await takenUsernameKeys(
    deps.db,
    names.map((n) => n.toLowerCase()),
  );
  if (taken.size > 0) {
    const shown = names.filter((n) => taken.has(n.toLowerCase()));
    throw badRequest(fill(ADMIN_MESSAGES.usernamesExist, { usernames: `${shown.slice(0, TAKEN_SHOWN).join(', ')}${shown.length > TAKEN_SHOWN ? ', …' : ''}` }));
  }
  const users = names.map((username) => ({ username, password: randomToken(spec.passwordLength) }));
  const hashes = await hashPasswords(users.map((u) => u.password));
  const rows = users.map((user, i) => {
    const id = newId();
    return { id, username: user.username, email: noEmailAddress(id), passwordHash: hashes[i]! };
  });
  audit.note({ targets: { uid: rows.map((r) => r.id) }, after: { usernames: names } });
  const [first, ...rest] = insertUsersStatements(deps.db, rows, deps.clock.nowSeconds());
  try {
    await deps.db.batch([first!, ...rest, ...audit.statements(deps.db)]);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, ADMIN_MESSAGES.usernameOrEmailTaken);
    throw error;
  }
  return { users };
}
