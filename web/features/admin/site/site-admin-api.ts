import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '../../../../contract/api/endpoint';
import { ENDPOINTS } from '../../../../contract/endpoints';
import { api } from '../../../lib/api';

export type UserListParams = QueryOf<typeof ENDPOINTS.adminUserList>;
export type EditUserInput = BodyOf<typeof ENDPOINTS.adminEditUser>;
export type ImportRowInput = BodyOf<typeof ENDPOINTS.adminImportUsers>['rows'][number];
export type GenerateInput = BodyOf<typeof ENDPOINTS.adminGenerateUsers>;
export type AuditListParams = QueryOf<typeof ENDPOINTS.adminAuditList>;
export type WebConfigInput = BodyOf<typeof ENDPOINTS.adminSetWebConfig>;
export type SmtpInput = BodyOf<typeof ENDPOINTS.adminSetEmailConfig>;
export type SmsInput = BodyOf<typeof ENDPOINTS.adminSetSmsConfig>;
export type JudgeInput = BodyOf<typeof ENDPOINTS.adminSetJudgeConfig>;
export type CommunityInput = BodyOf<typeof ENDPOINTS.adminSetCommunityConfig>;
export type SwitchInput = BodyOf<typeof ENDPOINTS.adminSwitchUpdate>;

/** The query keys of the site admin screens: dashboard, users, roles, configuration, switches, audit log. */
export const siteAdminKeys = {
  all: ['site-admin'] as const,
  dashboard: () => [...siteAdminKeys.all, 'dashboard'] as const,
  sessions: () => [...siteAdminKeys.all, 'sessions'] as const,
  users: () => [...siteAdminKeys.all, 'users'] as const,
  userList: (params: UserListParams) => [...siteAdminKeys.users(), params] as const,
  roles: () => [...siteAdminKeys.all, 'roles'] as const,
  config: () => [...siteAdminKeys.all, 'config'] as const,
  section: (name: 'web' | 'smtp' | 'sms' | 'judge' | 'runners' | 'community' | 'switch') => [...siteAdminKeys.config(), name] as const,
  audit: (params: AuditListParams) => [...siteAdminKeys.all, 'audit', params] as const,
};

/** The site admin calls (part 3 §7 Admin: dashboard, sessions, users, config, switch; decision 36). */
export const siteAdminApi = {
  editUser: (body: EditUserInput) => api.request(ENDPOINTS.adminEditUser, { body }),
  deleteUsers: (ids: string[]) => api.request(ENDPOINTS.adminDeleteUsers, { body: { ids } }),
  /** quiet: the import screen reports a refused part itself, with the lines it held */
  importUsers: (rows: ImportRowInput[], check: boolean) => api.call(ENDPOINTS.adminImportUsers, { body: { rows, check }, quiet: !check }),
  generateUsers: (body: GenerateInput) => api.request(ENDPOINTS.adminGenerateUsers, { body }),
  setWebConfig: (body: WebConfigInput) => api.request(ENDPOINTS.adminSetWebConfig, { body }),
  setSmtp: (body: SmtpInput) => api.request(ENDPOINTS.adminSetEmailConfig, { body }),
  testMail: (email: string) => api.call(ENDPOINTS.adminTestEmail, { body: { email } }),
  setSms: (body: SmsInput) => api.request(ENDPOINTS.adminSetSmsConfig, { body }),
  setJudge: (body: JudgeInput) => api.request(ENDPOINTS.adminSetJudgeConfig, { body }),
  setCommunity: (body: CommunityInput) => api.request(ENDPOINTS.adminSetCommunityConfig, { body }),
  setSwitches: (body: SwitchInput) => api.request(ENDPOINTS.adminSwitchUpdate, { body }),
  uploadCarousel: (file: File) => {
    const form = new FormData();
    form.append(ENDPOINTS.uploadCarouselImage.multipartField, file, file.name);
    return api.request(ENDPOINTS.uploadCarouselImage, { form });
  },
  removeCarousel: (url: string) => api.request(ENDPOINTS.adminDeleteCarouselImage, { query: { url } }),
};

export const siteAdminOptions = {
  dashboard: () => queryOptions({ queryKey: siteAdminKeys.dashboard(), queryFn: ({ signal }) => api.request(ENDPOINTS.adminDashboardInfo, { signal }) }),
  sessions: () => queryOptions({ queryKey: siteAdminKeys.sessions(), queryFn: ({ signal }) => api.request(ENDPOINTS.adminRecentSessions, { signal }) }),
  users: (params: UserListParams) =>
    queryOptions({ queryKey: siteAdminKeys.userList(params), queryFn: ({ signal }) => api.request(ENDPOINTS.adminUserList, { query: params, signal }), placeholderData: keepPreviousData }),
  roles: () => queryOptions({ queryKey: siteAdminKeys.roles(), queryFn: ({ signal }) => api.request(ENDPOINTS.adminRoleList, { signal }) }),
  web: () => queryOptions({ queryKey: siteAdminKeys.section('web'), queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetWebConfig, { signal }) }),
  smtp: () => queryOptions({ queryKey: siteAdminKeys.section('smtp'), queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetEmailConfig, { signal }) }),
  sms: () => queryOptions({ queryKey: siteAdminKeys.section('sms'), queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetSmsConfig, { signal }) }),
  judge: () => queryOptions({ queryKey: siteAdminKeys.section('judge'), queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetJudgeConfig, { signal }) }),
  runners: () => queryOptions({ queryKey: siteAdminKeys.section('runners'), queryFn: ({ signal }) => api.request(ENDPOINTS.adminJudgeServiceInfo, { signal }) }),
  community: () => queryOptions({ queryKey: siteAdminKeys.section('community'), queryFn: ({ signal }) => api.request(ENDPOINTS.adminGetCommunityConfig, { signal }) }),
  switches: () => queryOptions({ queryKey: siteAdminKeys.section('switch'), queryFn: ({ signal }) => api.request(ENDPOINTS.adminSwitchInfo, { signal }) }),
  audit: (params: AuditListParams) =>
    queryOptions({ queryKey: siteAdminKeys.audit(params), queryFn: ({ signal }) => api.request(ENDPOINTS.adminAuditList, { query: params, signal }), placeholderData: keepPreviousData }),
};
