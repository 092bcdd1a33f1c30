import type { Endpoint } from './api/endpoint';
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
} from './api/accounts';
import { SiteSwitchBody, WebConfigBody } from './api/config';
import { PROBLEMS_ENDPOINTS } from './api/problems';
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

/**
 * Every /api call of the platform. The Worker validates each request against its entry,
 * /api/openapi.json is generated from this list, and the generated-input test walks it.
 */
export const ENDPOINTS = {
  getWebsiteConfig: { method: 'GET', path: '/api/get-website-config', summary: 'Public site configuration and switches', access: 'public'},
  homeCarousel: { method: 'GET', path: '/api/home-carousel', summary: 'Pictures of the home-page carousel', access: 'public'},
  captcha: { method: 'GET', path: '/api/captcha', summary: 'A new image captcha for the reset-password request', access: 'public'},
  slideCaptcha: { method: 'GET', path: '/api/slide-captcha', summary: 'A new slide puzzle, required to log in after 5 failed attempts', access: 'public'},
  login: { method: 'POST', path: '/api/login', summary: 'Log in; the token comes in the Authorization response header', access: 'public', body: LoginBody},
  logout: { method: 'GET', path: '/api/logout', summary: 'End the current session', access: 'user'},
  checkUsernameOrEmail: { method: 'POST', path: '/api/check-username-or-email', summary: 'Whether a username or e-mail address is taken', access: 'public', body: CheckUsernameOrEmailBody},
  getRegisterCode: { method: 'GET', path: '/api/get-register-code', summary: 'E-mail a 6-character registration code', access: 'public', query: RegisterCodeQuery},
  register: { method: 'POST', path: '/api/register', summary: 'Create an account with the e-mailed code', access: 'public', body: RegisterBody},
  applyResetPassword: { method: 'POST', path: '/api/apply-reset-password', summary: 'E-mail a password-reset link (needs the image captcha)', access: 'public', body: ApplyResetPasswordBody},
  resetPassword: { method: 'POST', path: '/api/reset-password', summary: 'Set a new password with the e-mailed reset code', access: 'public', body: ResetPasswordBody},
  getUserAuthInfo: { method: 'GET', path: '/api/get-user-auth-info', summary: 'Roles and permissions of the signed-in user', access: 'user'},
  changePassword: { method: 'POST', path: '/api/change-password', summary: 'Change the password (other sessions are ended)', access: 'user', body: ChangePasswordBody},
  getChangeEmailCode: { method: 'GET', path: '/api/get-change-email-code', summary: 'E-mail a code to the new address', access: 'user', query: ChangeEmailCodeQuery},
  changeEmail: { method: 'POST', path: '/api/change-email', summary: 'Change the e-mail address with the code sent to it', access: 'user', body: ChangeEmailBody},
  changeUserInfo: { method: 'POST', path: '/api/change-userInfo', summary: 'Update profile fields', access: 'user', body: ChangeUserInfoBody},
  uploadAvatar: { method: 'POST', path: '/api/file/upload-avatar', summary: 'Upload a new avatar (multipart field image)', access: 'user', multipartField: 'image'},
  avatarImage: { method: 'GET', path: '/api/public/avatar/:name', summary: 'An uploaded avatar image', access: 'public' , file: true},
  submitProblemJudge: { method: 'POST', path: '/api/submit-problem-judge', summary: 'Submit code for judging; returns the submission', access: 'user', body: SubmitProblemJudgeBody},
  getSubmissionDetail: { method: 'GET', path: '/api/get-submission-detail', summary: 'One submission (code only where the viewer may see it)', access: 'public', query: SubmitIdQuery},
  checkSubmissionsStatus: { method: 'POST', path: '/api/check-submissions-status', summary: 'Current status of several submissions, for polling', access: 'public', body: CheckSubmissionsStatusBody},
  submitProblemTestJudge: { method: 'POST', path: '/api/submit-problem-test-judge', summary: 'Run code on custom input (never stored as a submission); returns a key', access: 'user', body: SubmitTestJudgeBody},
  getTestJudgeResult: { method: 'GET', path: '/api/get-test-judge-result', summary: 'Result of a test run, for 1 s polling', access: 'user', query: TestJudgeResultQuery},
  languages: { method: 'GET', path: '/api/languages', summary: 'Languages the judge fleet can judge now', access: 'public', query: LanguagesQuery},
  resubmit: { method: 'GET', path: '/api/resubmit', summary: 'Queue again a submission whose sending failed (status 10)', access: 'user', query: SubmitIdQuery},
  adminRejudge: { method: 'GET', path: '/api/admin/judge/rejudge', summary: 'Judge one submission again', access: 'admin', query: SubmitIdQuery},
  adminRejudgeContestProblem: { method: 'GET', path: '/api/admin/judge/rejudge-contest-problem', summary: 'Judge every submission of a contest problem again', access: 'root', query: RejudgeContestProblemQuery},
  adminManualJudge: { method: 'GET', path: '/api/admin/judge/manual-judge', summary: 'Set a final status (and score) by hand', access: 'admin', query: ManualJudgeQuery},
  adminCancelJudge: { method: 'GET', path: '/api/admin/judge/cancel-judge', summary: 'Cancel a judgement (status -4)', access: 'admin', query: SubmitIdQuery},
  runnerJob: { method: 'GET', path: '/api/internal/judge/job', summary: 'A runner fetches the job behind a queue message', access: 'runner', query: JudgeJobQuery},
  runnerTestdata: { method: 'GET', path: '/api/internal/judge/testdata/:hash', summary: 'A runner fetches a test file by its sha-256', access: 'runner' , file: true},
  runnerCallback: { method: 'POST', path: '/api/internal/judge/callback', summary: 'A runner reports progress or the final result', access: 'runner', body: JudgeCallbackBody},
  runnerHeartbeat: { method: 'POST', path: '/api/internal/judge/heartbeat', summary: 'A runner announces itself and its languages', access: 'runner', body: RunnerHeartbeatBody},
  queuePull: { method: 'POST', path: '/api/internal/queue/messages/pull', summary: 'Local emulator of the Queues HTTP pull API: lease messages', access: 'queueConsumer', body: QueuePullBody, localOnly: true , foreign: true},
  queueAck: { method: 'POST', path: '/api/internal/queue/messages/ack', summary: 'Local emulator of the Queues HTTP pull API: ack or retry leases', access: 'queueConsumer', body: QueueAckBody, localOnly: true , foreign: true},
  devTestdata: { method: 'PUT', path: '/api/dev/testdata/:hash', summary: 'Store a test file by its sha-256 (seeding in local mode)', access: 'public', localOnly: true},
  adminSwitchInfo: { method: 'GET', path: '/api/admin/switch/info', summary: 'Site switches', access: 'root'},
  adminSwitchUpdate: { method: 'PUT', path: '/api/admin/switch/update', summary: 'Change site switches', access: 'root', body: SiteSwitchBody},
  adminGetWebConfig: { method: 'GET', path: '/api/admin/config/get-web-config', summary: 'Website configuration', access: 'root'},
  adminSetWebConfig: { method: 'PUT', path: '/api/admin/config/set-web-config', summary: 'Change the website configuration', access: 'root', body: WebConfigBody},
  devMailbox: { method: 'GET', path: '/api/dev/mailbox', summary: 'Every e-mail sent in local mode, newest first', access: 'public', localOnly: true},
  openapi: { method: 'GET', path: '/api/openapi.json', summary: 'This API as an OpenAPI 3.1 document', access: 'public' , foreign: true},
  ...PROBLEMS_ENDPOINTS,
  getSubmissionList: { method: 'GET', path: '/api/get-submission-list', summary: 'Submissions, 15 a page, newest first, with the filters of the status page', access: 'public', query: SubmissionListQuery},
  getAllCaseResult: { method: 'GET', path: '/api/get-all-case-result', summary: "A submission's per-case or per-subtask results, as the problem opens them", access: 'public', query: CaseResultQuery},
  updateSubmission: { method: 'PUT', path: '/api/submission', summary: 'The owner shares or unshares the code of a submission', access: 'user', body: ShareSubmissionBody},
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof ENDPOINTS;
