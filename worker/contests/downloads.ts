import { zipSync, strToU8 } from 'fflate';
import type { Principal } from '../accounts/sessions';
import type { Deps } from '../deps';
import { manageContest } from './contest-access';
import { acceptedWithCode, contestProblemList, contestWindow, siteAdminsAmong } from './queries';
import { acceptedEntryPath } from './rules';

/**
 * `download-contest-ac-submission`: every accepted try of the contest (after-contest ones
 * included), as a zip split by user or by problem; `excludeAdmin` leaves out the contest's admins
 * (its author, admins and the super admin).
 */
export async function acceptedArchive(deps: Pick<Deps, 'db' | 'clock'>, query: { cid: number; excludeAdmin: boolean; splitType: 'user' | 'problem' }, caller: Principal): Promise<{ name: string; bytes: Uint8Array }> {
  const { row } = await manageContest(deps, query.cid, caller);
  const [accepted, problems] = await Promise.all([acceptedWithCode(deps.db, contestWindow(row, true)), contestProblemList(deps.db, row.id)]);
  const admins = query.excludeAdmin ? await siteAdminsAmong(deps.db, [...new Set(accepted.map((a) => a.uid))]) : new Set<string>();
  const displayIds = new Map(problems.map((p) => [p.cp.pid, p.cp.displayId]));
  const files: Record<string, Uint8Array> = {};
  for (const a of accepted) {
    if (query.excludeAdmin && (a.uid === row.uid || admins.has(a.uid))) continue;
    files[acceptedEntryPath(query.splitType, { username: a.username, displayId: displayIds.get(a.pid) ?? String(a.pid), submitId: a.submitId, language: a.language })] = strToU8(a.code);
  }
  return { name: `contest_${row.id}_ac_submissions.zip`, bytes: zipSync(files, { level: 6 }) };
}
