import * as v from 'valibot';
import { defineEndpoints } from './endpoint';

/** The site switches (the super admin's on/off settings). */
export const SiteSwitches = v.object({
  openPublicDiscussion: v.boolean(),
  openGroupDiscussion: v.boolean(),
  openContestComment: v.boolean(),
  register: v.boolean(),
});
export type SiteSwitches = v.InferOutput<typeof SiteSwitches>;

/** The whole web configuration as the super admin edits it. */
export const WebConfig = v.object({
  baseUrl: v.string(),
  projectName: v.string(),
  shortName: v.string(),
  /** the site's one-line description, shown on the home page (an addition to the spec's list) */
  description: v.string(),
  recordName: v.string(),
  recordUrl: v.string(),
  projectUrl: v.string(),
});
export type WebConfig = v.InferOutput<typeof WebConfig>;

/** `get-website-config`: the public part of the site configuration (no baseUrl) and the switches. */
export const WebsiteConfig = v.object({
  ...v.omit(WebConfig, ['baseUrl']).entries,
  ...SiteSwitches.entries,
});
export type WebsiteConfig = v.InferOutput<typeof WebsiteConfig>;

/** One slide of the home carousel, as `home-carousel` lists them. */
export const CarouselItem = v.object({ url: v.string() });
export type CarouselItem = v.InferOutput<typeof CarouselItem>;

export const SiteSwitchBody = v.object({
  openPublicDiscussion: v.optional(v.boolean('openPublicDiscussion must be true or false')),
  openGroupDiscussion: v.optional(v.boolean('openGroupDiscussion must be true or false')),
  openContestComment: v.optional(v.boolean('openContestComment must be true or false')),
  register: v.optional(v.boolean('register must be true or false')),
});
export type SiteSwitchBody = v.InferOutput<typeof SiteSwitchBody>;

const text = (field: string, max: number) =>
  v.optional(v.pipe(v.string(`${field} must be a string`), v.trim(), v.maxLength(max, `${field} must be at most ${max} characters`)));

export const WebConfigBody = v.object({
  recordName: text('recordName', 255),
  projectName: text('projectName', 255),
  shortName: text('shortName', 50),
  recordUrl: text('recordUrl', 255),
  projectUrl: text('projectUrl', 255),
  baseUrl: text('baseUrl', 255),
  description: text('description', 1000),
});
export type WebConfigBody = v.InferOutput<typeof WebConfigBody>;

export const CONFIG_ENDPOINTS = defineEndpoints({
  getWebsiteConfig: { method: 'GET', path: '/api/get-website-config', summary: 'Public site configuration and switches', access: 'public', response: WebsiteConfig },
  homeCarousel: { method: 'GET', path: '/api/home-carousel', summary: 'Pictures of the home-page carousel', access: 'public', response: v.array(CarouselItem) },
  adminSwitchInfo: { method: 'GET', path: '/api/admin/switch/info', summary: 'Site switches', access: 'root', response: SiteSwitches },
  adminSwitchUpdate: { method: 'PUT', path: '/api/admin/switch/update', summary: 'Change site switches', access: 'root', body: SiteSwitchBody, response: SiteSwitches },
  adminGetWebConfig: { method: 'GET', path: '/api/admin/config/get-web-config', summary: 'Website configuration', access: 'root', response: WebConfig },
  adminSetWebConfig: { method: 'PUT', path: '/api/admin/config/set-web-config', summary: 'Change the website configuration', access: 'root', body: WebConfigBody, response: WebConfig },
});
