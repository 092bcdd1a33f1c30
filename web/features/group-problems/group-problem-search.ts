import type { GroupProblemView } from './group-problem-list';

/** The problem tab's address: `?view=admin`, `?view=create`, `?view=edit&pid=5`, `?page=2`. */
export interface GroupProblemSearch {
  view?: Exclude<GroupProblemView, 'list'>;
  pid?: number;
  page?: number;
}

const VIEWS = ['admin', 'create', 'edit'] as const;
const positive = (raw: unknown): number | undefined => {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** Reads the tab's search from the address; anything unknown falls back to the members' list (page numbers below 1 reset to 1). */
export function parseGroupProblemSearch(raw: Record<string, unknown>): GroupProblemSearch {
  const view = VIEWS.find((v) => v === raw.view);
  const pid = positive(raw.pid);
  const page = positive(raw.page);
  if (view === 'edit' && pid === undefined) return {};
  return {
    ...(view ? { view } : {}),
    ...(view === 'edit' ? { pid } : {}),
    ...(page !== undefined && page > 1 ? { page } : {}),
  };
}
