import type { Endpoint } from '../../contract/api/endpoint';
import { ENDPOINTS } from '../../contract/endpoints';
import type { Db } from '../db/client';
import type { Principal } from '../accounts/sessions';
import { insertAuditQuery, type AuditInsert } from './queries';
import { auditJson, isAudited, targetIdsOf, targetText } from './rules';

/**
 * The audit log's recorder (decision 36). The route layer (worker/lib/define-route.ts) starts one for
 * every audited call and writes its row after the handler succeeded; a use case that knows more adds
 * it with `note` (the thing before and after the change, the ids it touched) and, where it writes in
 * one batch, puts the row in that batch with `statements`, so the change and its record stand or fall
 * together. A refused or failed call leaves no row: nothing changed.
 */
export interface AuditNote {
  targets?: Record<string, string | number | (string | number)[]>;
  before?: unknown;
  after?: unknown;
  /** the request body as the log keeps it, when the use case knows a safer or shorter form (an import's rows hold passwords by position) */
  body?: unknown;
}

export interface AuditTrail {
  /** adds what the use case knows; later notes add to or replace earlier ones field by field */
  note(note: AuditNote): void;
  /**
   * The statement recording this call, for the use case's own D1 batch (none when the call is not
   * audited); the route layer then writes no second row.
   */
  statements(db: Db): AuditInsert[];
  /** the call turned out to change nothing (a check-only import): no record */
  discard(): void;
}

/** The trail of a call that is not audited: notes go nowhere. */
export const NO_AUDIT: AuditTrail = {
  note() {},
  statements: () => [],
  discard() {},
};

let callNames: Map<Endpoint, string> | null = null;

/** An entry's name in the contract's registry (the audit log's "call"). */
export function callNameOf(endpoint: Endpoint): string {
  callNames ??= new Map(Object.entries(ENDPOINTS).map(([name, entry]) => [entry as Endpoint, name]));
  return callNames.get(endpoint) ?? `${endpoint.method} ${endpoint.path}`;
}

export interface AuditRequest {
  endpoint: Endpoint;
  principal: Principal;
  path: string;
  ip: string | null;
  query: unknown;
  body: unknown;
  time: number;
}

/** A recorder for one audited call; `finish` writes its row unless a use case put it in its batch. */
export class CallAudit implements AuditTrail {
  #notes: AuditNote = {};
  #written = false;

  constructor(private readonly request: AuditRequest) {}

  note(note: AuditNote): void {
    this.#notes = { ...this.#notes, ...note, targets: { ...this.#notes.targets, ...note.targets } };
  }

  statements(db: Db): AuditInsert[] {
    this.#written = true;
    return [insertAuditQuery(db, this.row())];
  }

  discard(): void {
    this.#written = true;
  }

  /**
   * After the handler succeeded: the row, unless a batch already holds it. The change is made and
   * answered whatever happens here, so a failed write is logged (its kind only) and swallowed.
   */
  async finish(db: Db): Promise<void> {
    if (this.#written) return;
    this.#written = true;
    try {
      await insertAuditQuery(db, this.row());
    } catch (error) {
      console.error(`audit log write failed for ${callNameOf(this.request.endpoint)}: ${error instanceof Error ? error.name : 'unknown error'}`);
    }
  }

  private row() {
    const { endpoint, principal, query } = this.request;
    const body = 'body' in this.#notes ? this.#notes.body : this.request.body;
    const targets = { ...targetIdsOf(query, body), ...this.#notes.targets };
    return {
      time: this.request.time,
      uid: principal.user.id,
      username: principal.user.username,
      call: callNameOf(endpoint),
      method: endpoint.method,
      path: this.request.path,
      ip: this.request.ip,
      targets: JSON.stringify(targets),
      targetText: targetText(targets),
      query: auditJson(query),
      body: auditJson(body),
      before: auditJson(this.#notes.before),
      after: auditJson(this.#notes.after),
    };
  }
}

/** The recorder of a call: a real one for the audited calls (writes of the admin and super-admin entries), NO_AUDIT otherwise. */
export function auditFor(request: Omit<AuditRequest, 'principal'> & { principal: Principal | null }): CallAudit | null {
  if (!isAudited(request.endpoint) || !request.principal) return null;
  return new CallAudit({ ...request, principal: request.principal });
}

/** What a multipart request's audit row keeps of it: each field's text (redacted later) or its file's name, type and size. */
export function formSummary(form: FormData | null): Record<string, unknown> | null {
  if (!form) return null;
  const summary: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    summary[name] = typeof value === 'string' ? value : { file: value.name, type: value.type, size: value.size };
  }
  return summary;
}
