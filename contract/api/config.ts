import * as v from 'valibot';

/** `get-website-config`: the public part of the site configuration. */
export interface WebsiteConfig {
  /** the site's one-line description, shown on the home page (an addition to the spec's list) */
  description: string;
  recordName: string;
  projectName: string;
  shortName: string;
  recordUrl: string;
  projectUrl: string;
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  register: boolean;
}

export const SiteSwitchBody = v.object({
  openPublicDiscussion: v.optional(v.boolean('openPublicDiscussion must be true or false')),
  openGroupDiscussion: v.optional(v.boolean('openGroupDiscussion must be true or false')),
  openContestComment: v.optional(v.boolean('openContestComment must be true or false')),
  register: v.optional(v.boolean('register must be true or false')),
});

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

/** The whole web configuration as the super admin edits it (adds what the public call leaves out). */
export interface WebConfig extends Omit<WebsiteConfig, 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment' | 'register'> {
  baseUrl: string;
}

export interface SiteSwitches {
  openPublicDiscussion: boolean;
  openGroupDiscussion: boolean;
  openContestComment: boolean;
  register: boolean;
}

/** One slide of the home carousel, as `home-carousel` lists them. */
export interface CarouselItem {
  url: string;
}
