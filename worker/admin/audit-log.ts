import type { AuditListQuery, AuditRow } from '../../contract/api/admin';
import type { Page } from '../../contract/envelope';
import type { Deps } from '../deps';
import { auditPage, auditWhere, countAudit } from './queries';
import { readAuditJson } from './rules';
import { isoTime } from '../problems/view';

/** A page of the audit log, newest first, filtered by admin, call, target id and time. */
export async function auditList(deps: Pick<Deps, 'db'>, query: AuditListQuery): Promise<Page<AuditRow>> {
  const page = { limit: query.limit, offset: (query.currentPage - 1) * query.limit };
  const where = auditWhere(query);
  const rows = await auditPage(deps.db, where, page);
  const total = rows[0]?.total ?? (page.offset === 0 ? 0 : await countAudit(deps.db, where));
  return {
    records: rows.map(({ row }) => ({
      id: row.id,
      time: isoTime(row.time),
      uid: row.uid,
      username: row.username,
      call: row.call,
      method: row.method,
      path: row.path,
      ip: row.ip,
      targets: readAuditJson(row.targets),
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
