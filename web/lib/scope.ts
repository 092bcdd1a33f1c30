/**
 * Where a problem is opened, submitted and its submissions listed: the public problem bank (no
 * field set), a contest (`cid`), a training (`tid`) or a group (`gid`). The problem page's code
 * panel, the submission tracker and the submission lists take it as input, so a contest or group
 * route composes the same screens with its own scope. The server decides access to a named scope
 * (`worker/scope/`); today only the public one exists.
 */
export interface SubmitScope {
  cid?: number;
  tid?: number;
  gid?: number;
}

export const PUBLIC_SCOPE: SubmitScope = {};

/** The scope fields a submission sends (only those set). */
export function scopeSubmitFields(scope: SubmitScope): SubmitScope {
  return {
    ...(scope.cid ? { cid: scope.cid } : {}),
    ...(scope.tid ? { tid: scope.tid } : {}),
    ...(scope.gid ? { gid: scope.gid } : {}),
  };
}

/** The `type` of a test run: a contest's or a group's problem is run as such, any other as public. */
export function testRunType(scope: SubmitScope): 'public' | 'contest' | 'group' {
  if (scope.cid) return 'contest';
  if (scope.gid) return 'group';
  return 'public';
}

/** The filters that keep a submission list to the scope (the list filters by contest and group). */
export function scopeListFilter(scope: SubmitScope): { contestID?: number; gid?: number } {
  return {
    ...(scope.cid ? { contestID: scope.cid } : {}),
    ...(scope.gid ? { gid: scope.gid } : {}),
  };
}

/** A stable part of a query key for the scope. */
export function scopeKey(scope: SubmitScope): string {
  const parts = [scope.cid ? `c${scope.cid}` : '', scope.tid ? `t${scope.tid}` : '', scope.gid ? `g${scope.gid}` : ''].filter(Boolean);
  return parts.length > 0 ? parts.join('-') : 'public';
}
