import * as v from 'valibot';
import type { DiscussionRow } from '../../../contract/api/community';
import { DISCUSSION_CATEGORY, DISCUSSION_LIMITS, DISCUSSION_PAGE_SIZE, problemDiscussionTitle, REPORT_TAGS, type ReportTag } from '../../../contract/rules/community';
import { dropped, searchFlag, searchText } from '../../lib/search-values';

/** Search params of /discussion and /discussion/{problemID} (part 3 §2.14): keyword, cid (the category), onlyMine, currentPage. */
export const DiscussionSearch = v.object({
  keyword: dropped(searchText),
  cid: dropped(v.pipe(v.number(), v.integer(), v.minValue(1))),
  onlyMine: dropped(searchFlag),
  currentPage: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.transform((x) => Math.max(1, x))), 1)),
});
export type DiscussionSearch = v.InferOutput<typeof DiscussionSearch>;

/** Only what is set goes into the address; page 1 is left out. */
export function compactDiscussionSearch(search: DiscussionSearch): DiscussionSearch {
  const out: DiscussionSearch = {};
  if (search.keyword) out.keyword = search.keyword;
  if (search.cid !== undefined) out.cid = search.cid;
  if (search.onlyMine) out.onlyMine = true;
  if (search.currentPage && search.currentPage > 1) out.currentPage = search.currentPage;
  return out;
}

/** Any filter change goes back to page 1. */
export function withDiscussionFilter(search: DiscussionSearch, change: Partial<Omit<DiscussionSearch, 'currentPage'>>): DiscussionSearch {
  return compactDiscussionSearch({ ...search, ...change, currentPage: 1 });
}

/** The get-discussion-list query of a page: 10 a page, onlyMine only for a signed-in viewer. */
export function discussionListQuery(search: DiscussionSearch, problemId: string | null, signedIn: boolean) {
  return {
    currentPage: search.currentPage ?? 1,
    limit: DISCUSSION_PAGE_SIZE,
    keyword: search.keyword || undefined,
    cid: search.cid,
    pid: problemId ?? undefined,
    onlyMine: signedIn && search.onlyMine ? true : undefined,
  };
}

/** What a post dialog edits; the create draft is this, kept while the dialog is closed. */
export interface PostForm {
  title: string;
  description: string;
  content: string;
  categoryId: number | null;
  topPriority: boolean;
}

export const emptyPostForm = (problemId: string | null): PostForm => ({
  title: '',
  description: '',
  content: '',
  categoryId: problemId ? DISCUSSION_CATEGORY.problem : null,
  topPriority: false,
});

/** The "[problemId]" prefix is shown beside the title box, so the box holds the title without it. */
export function titleWithoutPrefix(problemId: string | null, title: string): string {
  if (!problemId) return title;
  const prefix = `[${problemId}]`;
  return title.startsWith(prefix) ? title.slice(prefix.length).trimStart() : title;
}

/** The title sent: a problem's discussion carries its "[problemId] " prefix (part 3 §5). */
export function titleToSend(problemId: string | null, title: string): string {
  return problemId ? problemDiscussionTitle(problemId, title.trim()) : title.trim();
}

export type PostFormErrors = Partial<Record<'title' | 'description' | 'content' | 'categoryId', string>>;

/** Title, description, category and content are required; title and description ≤ 255, content ≤ 65,535 (part 3 §5). Catalog ids. */
export function postFormErrors(form: PostForm, problemId: string | null): PostFormErrors {
  const errors: PostFormErrors = {};
  const title = titleToSend(problemId, form.title);
  if (form.title.trim() === '') errors.title = 'Discussion_Title_Required';
  else if (title.length > DISCUSSION_LIMITS.title) errors.title = 'Discussion_Title_Too_Long';
  if (form.description.trim() === '') errors.description = 'Discussion_Description_Required';
  else if (form.description.trim().length > DISCUSSION_LIMITS.description) errors.description = 'Discussion_Description_Too_Long';
  if (form.content.trim() === '') errors.content = 'Discussion_Content_Required';
  else if (form.content.length > DISCUSSION_LIMITS.content) errors.content = 'Discussion_Content_Too_Long';
  if (form.categoryId === null) errors.categoryId = 'Discussion_Category_Required';
  return errors;
}

/** A report needs at least one of the six tags and a reason of at most 200 characters (part 3 §5). */
export function reportProblem(tags: readonly string[], reason: string): 'The_report_label_and_reason_cannot_be_empty' | 'Report_Reason_Too_Long' | null {
  if (tags.length === 0 || !tags.every((tag) => (REPORT_TAGS as readonly string[]).includes(tag)) || reason.trim() === '') return 'The_report_label_and_reason_cannot_be_empty';
  if (reason.trim().length > DISCUSSION_LIMITS.reportReason) return 'Report_Reason_Too_Long';
  return null;
}

export const isReportTag = (tag: string): tag is ReportTag => (REPORT_TAGS as readonly string[]).includes(tag);

/**
 * Who may delete a discussion (part 3 §6): its author, an admin role, or, for a group's
 * discussion, that group's admins. The server decides again.
 */
export function mayDelete(row: Pick<DiscussionRow, 'uid' | 'gid'>, viewer: { uid: string; adminRole: boolean } | null, groupAdmin = false): boolean {
  if (!viewer) return false;
  return viewer.uid === row.uid || viewer.adminRole || (row.gid !== null && groupAdmin);
}

/** Editing is the author's only (part 3 §6). */
export const mayEdit = (row: Pick<DiscussionRow, 'uid'>, viewer: { uid: string } | null): boolean => viewer !== null && viewer.uid === row.uid;
