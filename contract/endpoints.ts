import type { GenericSchema } from 'valibot';
import {
  ApplyResetPasswordBody,
  ChangeEmailBody,
  ChangeEmailCodeQuery,
  ChangePasswordBody,
  ChangeUserInfoBody,
  CheckUsernameOrEmailBody,
  LoginBody,
  RegisterBody,
  RegisterCodeQuery,
  ResetPasswordBody,
} from './api/account';
import { SiteSwitchBody, WebConfigBody } from './api/config';
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
import { CaseResultQuery, ShareSubmissionBody, SubmissionListQuery } from './api/submissions';
import { JudgeCallbackBody, JudgeJobQuery, QueueAckBody, QueuePullBody, RunnerHeartbeatBody } from './api/internal';
import {
  CheckSubmissionsStatusBody,
  LanguagesQuery,
  ManualJudgeQuery,
  RejudgeContestProblemQuery,
  SubmitIdQuery,
  SubmitProblemJudgeBody,
  SubmitTestJudgeBody,
  TestJudgeResultQuery,
} from './api/judging';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * Who may call: anyone, a signed-in user, an admin role (root/admin/teacher), the super admin,
 * a judge runner (request signed with its fleet key), or the queue consumer (bearer token; local emulator).
 */
export type Access = 'public' | 'user' | 'admin' | 'root' | 'runner' | 'queueConsumer';

export interface Endpoint {
  method: HttpMethod;
  /** full path, under /api */
  path: string;
  summary: string;
  access: Access;
  query?: GenericSchema;
  body?: GenericSchema;
  /** a multipart upload: the named file field is checked by the route itself */
  multipartField?: string;
  /** served only in local mode (wrangler dev --env local); 404 anywhere else */
  localOnly?: boolean;
}

/**
 * Every /api call of the platform. The Worker validates each request against its entry,
 * /api/openapi.json is generated from this list, and the generated-input test walks it.
 */
export const ENDPOINTS = {
  getWebsiteConfig: { method: 'GET', path: '/api/get-website-config', summary: 'Public site configuration and switches', access: 'public' },
  homeCarousel: { method: 'GET', path: '/api/home-carousel', summary: 'Pictures of the home-page carousel', access: 'public' },
  captcha: { method: 'GET', path: '/api/captcha', summary: 'A new image captcha for the reset-password request', access: 'public' },
  slideCaptcha: { method: 'GET', path: '/api/slide-captcha', summary: 'A new slide puzzle, required to log in after 5 failed attempts', access: 'public' },
  login: { method: 'POST', path: '/api/login', summary: 'Log in; the token comes in the Authorization response header', access: 'public', body: LoginBody },
  logout: { method: 'GET', path: '/api/logout', summary: 'End the current session', access: 'user' },
  checkUsernameOrEmail: { method: 'POST', path: '/api/check-username-or-email', summary: 'Whether a username or e-mail address is taken', access: 'public', body: CheckUsernameOrEmailBody },
  getRegisterCode: { method: 'GET', path: '/api/get-register-code', summary: 'E-mail a 6-character registration code', access: 'public', query: RegisterCodeQuery },
  register: { method: 'POST', path: '/api/register', summary: 'Create an account with the e-mailed code', access: 'public', body: RegisterBody },
  applyResetPassword: { method: 'POST', path: '/api/apply-reset-password', summary: 'E-mail a password-reset link (needs the image captcha)', access: 'public', body: ApplyResetPasswordBody },
  resetPassword: { method: 'POST', path: '/api/reset-password', summary: 'Set a new password with the e-mailed reset code', access: 'public', body: ResetPasswordBody },
  getUserAuthInfo: { method: 'GET', path: '/api/get-user-auth-info', summary: 'Roles and permissions of the signed-in user', access: 'user' },
  changePassword: { method: 'POST', path: '/api/change-password', summary: 'Change the password (other sessions are ended)', access: 'user', body: ChangePasswordBody },
  getChangeEmailCode: { method: 'GET', path: '/api/get-change-email-code', summary: 'E-mail a code to the new address', access: 'user', query: ChangeEmailCodeQuery },
  changeEmail: { method: 'POST', path: '/api/change-email', summary: 'Change the e-mail address with the code sent to it', access: 'user', body: ChangeEmailBody },
  changeUserInfo: { method: 'POST', path: '/api/change-userInfo', summary: 'Update profile fields', access: 'user', body: ChangeUserInfoBody },
  uploadAvatar: { method: 'POST', path: '/api/file/upload-avatar', summary: 'Upload a new avatar (multipart field image)', access: 'user', multipartField: 'image' },
  avatarImage: { method: 'GET', path: '/api/public/avatar/:name', summary: 'An uploaded avatar image', access: 'public' },
  submitProblemJudge: { method: 'POST', path: '/api/submit-problem-judge', summary: 'Submit code for judging; returns the submission', access: 'user', body: SubmitProblemJudgeBody },
  getSubmissionDetail: { method: 'GET', path: '/api/get-submission-detail', summary: 'One submission (code only where the viewer may see it)', access: 'public', query: SubmitIdQuery },
  checkSubmissionsStatus: { method: 'POST', path: '/api/check-submissions-status', summary: 'Current status of several submissions, for polling', access: 'public', body: CheckSubmissionsStatusBody },
  submitProblemTestJudge: { method: 'POST', path: '/api/submit-problem-test-judge', summary: 'Run code on custom input (never stored as a submission); returns a key', access: 'user', body: SubmitTestJudgeBody },
  getTestJudgeResult: { method: 'GET', path: '/api/get-test-judge-result', summary: 'Result of a test run, for 1 s polling', access: 'user', query: TestJudgeResultQuery },
  languages: { method: 'GET', path: '/api/languages', summary: 'Languages the judge fleet can judge now', access: 'public', query: LanguagesQuery },
  resubmit: { method: 'GET', path: '/api/resubmit', summary: 'Queue again a submission whose sending failed (status 10)', access: 'user', query: SubmitIdQuery },
  adminRejudge: { method: 'GET', path: '/api/admin/judge/rejudge', summary: 'Judge one submission again', access: 'admin', query: SubmitIdQuery },
  adminRejudgeContestProblem: { method: 'GET', path: '/api/admin/judge/rejudge-contest-problem', summary: 'Judge every submission of a contest problem again', access: 'root', query: RejudgeContestProblemQuery },
  adminManualJudge: { method: 'GET', path: '/api/admin/judge/manual-judge', summary: 'Set a final status (and score) by hand', access: 'admin', query: ManualJudgeQuery },
  adminCancelJudge: { method: 'GET', path: '/api/admin/judge/cancel-judge', summary: 'Cancel a judgement (status -4)', access: 'admin', query: SubmitIdQuery },
  runnerJob: { method: 'GET', path: '/api/internal/judge/job', summary: 'A runner fetches the job behind a queue message', access: 'runner', query: JudgeJobQuery },
  runnerTestdata: { method: 'GET', path: '/api/internal/judge/testdata/:hash', summary: 'A runner fetches a test file by its sha-256', access: 'runner' },
  runnerCallback: { method: 'POST', path: '/api/internal/judge/callback', summary: 'A runner reports progress or the final result', access: 'runner', body: JudgeCallbackBody },
  runnerHeartbeat: { method: 'POST', path: '/api/internal/judge/heartbeat', summary: 'A runner announces itself and its languages', access: 'runner', body: RunnerHeartbeatBody },
  queuePull: { method: 'POST', path: '/api/internal/queue/messages/pull', summary: 'Local emulator of the Queues HTTP pull API: lease messages', access: 'queueConsumer', body: QueuePullBody, localOnly: true },
  queueAck: { method: 'POST', path: '/api/internal/queue/messages/ack', summary: 'Local emulator of the Queues HTTP pull API: ack or retry leases', access: 'queueConsumer', body: QueueAckBody, localOnly: true },
  devTestdata: { method: 'PUT', path: '/api/dev/testdata/:hash', summary: 'Store a test file by its sha-256 (seeding in local mode)', access: 'public', localOnly: true },
  adminSwitchInfo: { method: 'GET', path: '/api/admin/switch/info', summary: 'Site switches', access: 'root' },
  adminSwitchUpdate: { method: 'PUT', path: '/api/admin/switch/update', summary: 'Change site switches', access: 'root', body: SiteSwitchBody },
  adminGetWebConfig: { method: 'GET', path: '/api/admin/config/get-web-config', summary: 'Website configuration', access: 'root' },
  adminSetWebConfig: { method: 'PUT', path: '/api/admin/config/set-web-config', summary: 'Change the website configuration', access: 'root', body: WebConfigBody },
  devMailbox: { method: 'GET', path: '/api/dev/mailbox', summary: 'Every e-mail sent in local mode, newest first', access: 'public', localOnly: true },
  openapi: { method: 'GET', path: '/api/openapi.json', summary: 'This API as an OpenAPI 3.1 document', access: 'public' },
  getProblemList: { method: 'GET', path: '/api/get-problem-list', summary: 'Public problems, 30 a page, filtered by keyword, difficulty, oj and tags', access: 'public', query: ProblemListQuery },
  getAllProblemTags: { method: 'GET', path: '/api/get-all-problem-tags', summary: 'Every tag of the problem bank (of one oj when given)', access: 'public', query: OjQuery },
  getProblemTagsAndClassification: { method: 'GET', path: '/api/get-problem-tags-and-classification', summary: 'Tags grouped by classification (oj ME for our own)', access: 'public', query: OjQuery },
  getRandomProblem: { method: 'GET', path: '/api/get-random-problem', summary: 'The display id of a random public problem', access: 'public' },
  getUserProblemStatus: { method: 'POST', path: '/api/get-user-problem-status', summary: "The caller's status and score on each listed problem", access: 'user', body: UserProblemStatusBody },
  getProblemDetail: { method: 'GET', path: '/api/get-problem-detail', summary: 'A problem with its tags, languages, templates and counts (no test data, no checker)', access: 'public', query: ProblemDetailQuery },
  getProblemCodeTemplate: { method: 'GET', path: '/api/get-problem-code-template', summary: "A problem's enabled code templates", access: 'public', query: PidQuery },
  getProblemLanguages: { method: 'GET', path: '/api/get-problem-languages', summary: 'The languages a problem accepts', access: 'public', query: PidQuery },
  getLastAcCode: { method: 'GET', path: '/api/get-last-ac-code', summary: "The caller's latest accepted code of a solved problem", access: 'user', query: LastAcCodeQuery },
  getFullScreenProblemList: { method: 'GET', path: '/api/get-full-screen-problem-list', summary: 'The focus-mode navigator of a training or contest', access: 'user', query: FullScreenProblemListQuery },
  getSubmissionList: { method: 'GET', path: '/api/get-submission-list', summary: 'Submissions, 15 a page, newest first, with the filters of the status page', access: 'public', query: SubmissionListQuery },
  getAllCaseResult: { method: 'GET', path: '/api/get-all-case-result', summary: "A submission's per-case or per-subtask results, as the problem opens them", access: 'public', query: CaseResultQuery },
  updateSubmission: { method: 'PUT', path: '/api/submission', summary: 'The owner shares or unshares the code of a submission', access: 'user', body: ShareSubmissionBody },
  adminGetProblemList: { method: 'GET', path: '/api/admin/problem/get-problem-list', summary: 'Problems to manage (a teacher sees their own)', access: 'admin', query: AdminProblemListQuery },
  adminGetProblem: { method: 'GET', path: '/api/admin/problem', summary: 'A problem with every field, its tags, languages and templates', access: 'admin', query: PidQuery },
  adminAddProblem: { method: 'POST', path: '/api/admin/problem', summary: 'Create a problem (every save rule is checked)', access: 'admin', body: ProblemSaveBody },
  adminUpdateProblem: { method: 'PUT', path: '/api/admin/problem', summary: 'Update a problem (every save rule is checked)', access: 'admin', body: ProblemSaveBody },
  adminDeleteProblem: { method: 'DELETE', path: '/api/admin/problem', summary: 'Delete a problem and its submissions', access: 'admin', query: PidQuery },
  adminGetProblemCases: { method: 'GET', path: '/api/admin/problem/get-problem-cases', summary: "A problem's test cases (contents in manual mode, file names in upload mode)", access: 'admin', query: ProblemCasesQuery },
  adminChangeProblemAuth: { method: 'PUT', path: '/api/admin/problem/change-problem-auth', summary: 'Make a problem public, private or contest-only', access: 'admin', body: ChangeProblemAuthBody },
  adminCompileSpj: { method: 'POST', path: '/api/admin/problem/compile-spj', summary: 'Compile a special judge on a judge, for the next save (waits for the result)', access: 'admin', body: CompileCheckerBody },
  adminCompileInteractive: { method: 'POST', path: '/api/admin/problem/compile-interactive', summary: 'Compile an interactor on a judge, for the next save (waits for the result)', access: 'admin', body: CompileCheckerBody },
  adminBatchZip: { method: 'POST', path: '/api/admin/problem/batch-zip', summary: 'Export several problems as one zip of problem packages', access: 'admin', body: PidListBody },
  adminGetIoRecord: { method: 'GET', path: '/api/admin/problem/get-io-record', summary: 'Problem import and export records, newest first', access: 'admin', query: IoRecordQuery },
  uploadTestcaseZip: { method: 'POST', path: '/api/file/upload-testcase-zip', summary: 'Upload a zip of N.in/N.out test files (multipart field file)', access: 'admin', query: TestcaseUploadQuery, multipartField: 'file' },
  downloadTestcase: { method: 'GET', path: '/api/file/download-testcase', summary: "A problem's test files as a zip", access: 'admin', query: PidQuery },
  exportProblem: { method: 'GET', path: '/api/file/export-problem', summary: 'Problems as a zip of problem packages (problem.json and tests)', access: 'admin', query: PidListQuery },
  importProblem: { method: 'POST', path: '/api/file/import-problem', summary: 'Import a zip of problem packages (multipart field file)', access: 'admin', multipartField: 'file' },
  importFpsProblem: { method: 'POST', path: '/api/file/import-fps-problem', summary: 'Import FPS XML (an .xml file, or a zip of them; multipart field file)', access: 'admin', multipartField: 'file' },
  importQdojProblem: { method: 'POST', path: '/api/file/import-qdoj-problem', summary: 'Import a QDUOJ export zip (multipart field file)', access: 'admin', multipartField: 'file' },
  importHydroProblem: { method: 'POST', path: '/api/file/import-hydro-problem', summary: 'Import a Hydro problem zip (multipart field file)', access: 'admin', multipartField: 'file' },
  adminAddTag: { method: 'POST', path: '/api/admin/tag', summary: 'Create a tag', access: 'admin', body: TagBody },
  adminUpdateTag: { method: 'PUT', path: '/api/admin/tag', summary: 'Change a tag', access: 'admin', body: TagBody },
  adminDeleteTag: { method: 'DELETE', path: '/api/admin/tag', summary: 'Delete a tag (problems lose it)', access: 'admin', query: TidQuery },
  adminGetTagClassification: { method: 'GET', path: '/api/admin/tag/classification', summary: 'Tag classifications by rank', access: 'admin', query: OjQuery },
  adminAddTagClassification: { method: 'POST', path: '/api/admin/tag/classification', summary: 'Create a tag classification', access: 'admin', body: ClassificationBody },
  adminUpdateTagClassification: { method: 'PUT', path: '/api/admin/tag/classification', summary: 'Change a tag classification', access: 'admin', body: ClassificationBody },
  adminDeleteTagClassification: { method: 'DELETE', path: '/api/admin/tag/classification', summary: 'Delete a tag classification (its tags stay, unclassified)', access: 'admin', query: TcidQuery },
  uploadMdImage: { method: 'POST', path: '/api/file/upload-md-img', summary: 'Upload an image for a Markdown statement, 1 MB at most (multipart field image)', access: 'admin', query: MarkdownUploadQuery, multipartField: 'image' },
  deleteMdImage: { method: 'GET', path: '/api/file/delete-md-img', summary: 'Delete an uploaded Markdown image (its uploader or the super admin)', access: 'admin', query: MarkdownFileIdQuery },
  uploadMdFile: { method: 'POST', path: '/api/file/upload-md-file', summary: 'Upload a file for a Markdown statement, 10 MB at most (multipart field file)', access: 'admin', query: MarkdownUploadQuery, multipartField: 'file' },
  mdFile: { method: 'GET', path: '/api/public/md/:name', summary: 'An image or file uploaded from the Markdown editor', access: 'public' },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
