import type { AuditListQuery, AuditRow } from '../../contract/api/admin';
import type { Page } from '../../contract/envelope';
import type { Deps } from '../deps';
import { auditPage, auditTargetNames, auditWhere, countAudit } from './queries';
import { auditTargetKind, readAuditJson, type AuditTargetKind } from './rules';
import { isoTime } from '../problems/view';

/** A page of the audit log, newest first, filtered by admin, call, target id and time. */
export async function auditList(deps: Pick<Deps, 'db'>, query: AuditListQuery): Promise<Page<AuditRow>> {
  const page = { limit: query.limit, offset: (query.currentPage - 1) * query.limit };
  const where = auditWhere(query);
  const rows = await auditPage(deps.db, where, page);
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : await countAudit(deps.db, where));
  const targets = rows.map(({ row }) => targetList(row.call, readAuditJson(row.targets)));
  const wanted = new Map<AuditTargetKind, Set<string>>();
  for (const t of targets.flat()) if (t.kind) wanted.set(t.kind, (wanted.get(t.kind) ?? new Set()).add(String(t.id)));
  const names = await auditTargetNames(deps.db, wanted);
  return {
    records: rows.map(({ row }, index) => ({
      id: row.id,
      time: isoTime(row.time),
      uid: row.uid,
      username: row.username,
      call: row.call,
      method: row.method,
      path: row.path,
      ip: row.ip,
      targets: readAuditJson(row.targets),
      // A thing deleted since (or of a kind without a name) keeps only its id: the list shows that.
      named: targets[index]!.map(({ field, id, kind }) => ({ field, id, kind, name: kind ? (names.get(`${kind}:${id}`) ?? null) : null })),
      query: readAuditJson(row.query),
      body: readAuditJson(row.body),
      before: readAuditJson(row.before),
      after: readAuditJson(row.after),
    })),
    total,
    current: query.currentPage,
    size: query.limit,
  };
}

/** A row's target ids one by one, each with the kind of thing it names in this call. */
function targetList(call: string, targets: unknown): { field: string; id: string | number; kind: AuditTargetKind | null }[] {
  if (!targets || typeof targets !== 'object') return [];
  return Object.entries(targets).flatMap(([field, value]) =>
    (Array.isArray(value) ? value : [value])
      .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
      .map((id) => ({ field, id, kind: auditTargetKind(call, field) })),
  );
}
