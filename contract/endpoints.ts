import type { Endpoint } from './api/endpoint';
import { ACCOUNTS_ENDPOINTS } from './api/accounts';
import { CONFIG_ENDPOINTS } from './api/config';
import { MarkdownFileIdQuery, MarkdownUploadQuery } from './api/markdown-files';
import {
  AdminProblemListQuery,
  ChangeProblemAuthBody,
  ClassificationBody,
  CompileCheckerBody,
  FullScreenProblemListQuery,
  IoRecordQuery,
  LastAcCodeQuery,
  OjQuery,
  PidListBody,
  PidListQuery,
  PidQuery,
  ProblemCasesQuery,
  ProblemDetailQuery,
  ProblemListQuery,
  ProblemSaveBody,
  TagBody,
  TcidQuery,
  TestcaseUploadQuery,
  TidQuery,
  UserProblemStatusBody,
} from './api/problems';
import { SUBMISSIONS_ENDPOINTS } from './api/submissions';
import { JUDGING_ENDPOINTS } from './api/judging';

/**
 * Every /api call of the platform. The Worker validates each request against its entry,
 * /api/openapi.json is generated from this list, and the generated-input test walks it.
 */
export const ENDPOINTS = {
  ...CONFIG_ENDPOINTS,
  ...ACCOUNTS_ENDPOINTS,
  ...SUBMISSIONS_ENDPOINTS,
  ...JUDGING_ENDPOINTS,
  openapi: { method: 'GET', path: '/api/openapi.json', summary: 'This API as an OpenAPI 3.1 document', access: 'public' , foreign: true},
  getProblemList: { method: 'GET', path: '/api/get-problem-list', summary: 'Public problems, 30 a page, filtered by keyword, difficulty, oj and tags', access: 'public', query: ProblemListQuery},
  getAllProblemTags: { method: 'GET', path: '/api/get-all-problem-tags', summary: 'Every tag of the problem bank (of one oj when given)', access: 'public', query: OjQuery},
  getProblemTagsAndClassification: { method: 'GET', path: '/api/get-problem-tags-and-classification', summary: 'Tags grouped by classification (oj ME for our own)', access: 'public', query: OjQuery},
  getRandomProblem: { method: 'GET', path: '/api/get-random-problem', summary: 'The display id of a random public problem', access: 'public'},
  getUserProblemStatus: { method: 'POST', path: '/api/get-user-problem-status', summary: "The caller's status and score on each listed problem", access: 'user', body: UserProblemStatusBody},
  getProblemDetail: { method: 'GET', path: '/api/get-problem-detail', summary: 'A problem with its tags, languages, templates and counts (no test data, no checker)', access: 'public', query: ProblemDetailQuery},
  getProblemCodeTemplate: { method: 'GET', path: '/api/get-problem-code-template', summary: "A problem's enabled code templates", access: 'public', query: PidQuery},
  getProblemLanguages: { method: 'GET', path: '/api/get-problem-languages', summary: 'The languages a problem accepts', access: 'public', query: PidQuery},
  getLastAcCode: { method: 'GET', path: '/api/get-last-ac-code', summary: "The caller's latest accepted code of a solved problem", access: 'user', query: LastAcCodeQuery},
  getFullScreenProblemList: { method: 'GET', path: '/api/get-full-screen-problem-list', summary: 'The focus-mode navigator of a training or contest', access: 'user', query: FullScreenProblemListQuery},
  adminGetProblemList: { method: 'GET', path: '/api/admin/problem/get-problem-list', summary: 'Problems to manage (a teacher sees their own)', access: 'admin', query: AdminProblemListQuery},
  adminGetProblem: { method: 'GET', path: '/api/admin/problem', summary: 'A problem with every field, its tags, languages and templates', access: 'admin', query: PidQuery},
  adminAddProblem: { method: 'POST', path: '/api/admin/problem', summary: 'Create a problem (every save rule is checked)', access: 'admin', body: ProblemSaveBody},
  adminUpdateProblem: { method: 'PUT', path: '/api/admin/problem', summary: 'Update a problem (every save rule is checked)', access: 'admin', body: ProblemSaveBody},
  adminDeleteProblem: { method: 'DELETE', path: '/api/admin/problem', summary: 'Delete a problem and its submissions', access: 'admin', query: PidQuery},
  adminGetProblemCases: { method: 'GET', path: '/api/admin/problem/get-problem-cases', summary: "A problem's test cases (contents in manual mode, file names in upload mode)", access: 'admin', query: ProblemCasesQuery},
  adminChangeProblemAuth: { method: 'PUT', path: '/api/admin/problem/change-problem-auth', summary: 'Make a problem public, private or contest-only', access: 'admin', body: ChangeProblemAuthBody},
  adminCompileSpj: { method: 'POST', path: '/api/admin/problem/compile-spj', summary: 'Compile a special judge on a judge, for the next save (waits for the result)', access: 'admin', body: CompileCheckerBody},
  adminCompileInteractive: { method: 'POST', path: '/api/admin/problem/compile-interactive', summary: 'Compile an interactor on a judge, for the next save (waits for the result)', access: 'admin', body: CompileCheckerBody},
  adminBatchZip: { method: 'POST', path: '/api/admin/problem/batch-zip', summary: 'Export several problems as one zip of problem packages', access: 'admin', body: PidListBody , file: true},
  adminGetIoRecord: { method: 'GET', path: '/api/admin/problem/get-io-record', summary: 'Problem import and export records, newest first', access: 'admin', query: IoRecordQuery},
  uploadTestcaseZip: { method: 'POST', path: '/api/file/upload-testcase-zip', summary: 'Upload a zip of N.in/N.out test files (multipart field file)', access: 'admin', query: TestcaseUploadQuery, multipartField: 'file'},
  downloadTestcase: { method: 'GET', path: '/api/file/download-testcase', summary: "A problem's test files as a zip", access: 'admin', query: PidQuery , file: true},
  exportProblem: { method: 'GET', path: '/api/file/export-problem', summary: 'Problems as a zip of problem packages (problem.json and tests)', access: 'admin', query: PidListQuery , file: true},
  importProblem: { method: 'POST', path: '/api/file/import-problem', summary: 'Import a zip of problem packages (multipart field file)', access: 'admin', multipartField: 'file'},
  importFpsProblem: { method: 'POST', path: '/api/file/import-fps-problem', summary: 'Import FPS XML (an .xml file, or a zip of them; multipart field file)', access: 'admin', multipartField: 'file'},
  importQdojProblem: { method: 'POST', path: '/api/file/import-qdoj-problem', summary: 'Import a QDUOJ export zip (multipart field file)', access: 'admin', multipartField: 'file'},
  importHydroProblem: { method: 'POST', path: '/api/file/import-hydro-problem', summary: 'Import a Hydro problem zip (multipart field file)', access: 'admin', multipartField: 'file'},
  adminAddTag: { method: 'POST', path: '/api/admin/tag', summary: 'Create a tag', access: 'admin', body: TagBody},
  adminUpdateTag: { method: 'PUT', path: '/api/admin/tag', summary: 'Change a tag', access: 'admin', body: TagBody},
  adminDeleteTag: { method: 'DELETE', path: '/api/admin/tag', summary: 'Delete a tag (problems lose it)', access: 'admin', query: TidQuery},
  adminGetTagClassification: { method: 'GET', path: '/api/admin/tag/classification', summary: 'Tag classifications by rank', access: 'admin', query: OjQuery},
  adminAddTagClassification: { method: 'POST', path: '/api/admin/tag/classification', summary: 'Create a tag classification', access: 'admin', body: ClassificationBody},
  adminUpdateTagClassification: { method: 'PUT', path: '/api/admin/tag/classification', summary: 'Change a tag classification', access: 'admin', body: ClassificationBody},
  adminDeleteTagClassification: { method: 'DELETE', path: '/api/admin/tag/classification', summary: 'Delete a tag classification (its tags stay, unclassified)', access: 'admin', query: TcidQuery},
  uploadMdImage: { method: 'POST', path: '/api/file/upload-md-img', summary: 'Upload an image for a Markdown statement, 1 MB at most (multipart field image)', access: 'admin', query: MarkdownUploadQuery, multipartField: 'image'},
  deleteMdImage: { method: 'GET', path: '/api/file/delete-md-img', summary: 'Delete an uploaded Markdown image (its uploader or the super admin)', access: 'admin', query: MarkdownFileIdQuery},
  uploadMdFile: { method: 'POST', path: '/api/file/upload-md-file', summary: 'Upload a file for a Markdown statement, 10 MB at most (multipart field file)', access: 'admin', query: MarkdownUploadQuery, multipartField: 'file'},
  mdFile: { method: 'GET', path: '/api/public/md/:name', summary: 'An image or file uploaded from the Markdown editor', access: 'public' , file: true},
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
