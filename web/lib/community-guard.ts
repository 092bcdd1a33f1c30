import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { SiteSwitches } from '../../contract/api/config';
import { COMMUNITY_MESSAGES } from '../../contract/rules/community';
import { notifyWarning } from './notify';
import { websiteConfigQuery } from './website-config';

/** The three community switches (part 3 §3.7 website flags) and what a closed area tells the visitor (part 3 §8). */
export const COMMUNITY_SWITCHES = {
  openPublicDiscussion: COMMUNITY_MESSAGES.publicClosed,
  openGroupDiscussion: COMMUNITY_MESSAGES.groupClosed,
  openContestComment: COMMUNITY_MESSAGES.contestClosed,
} as const satisfies Partial<Record<keyof SiteSwitches, string>>;

export type CommunitySwitch = keyof typeof COMMUNITY_SWITCHES;

/**
 * `beforeLoad` of a route of a community area (part 3 §2.1 "Access flags"): when the site switch of
 * that area is off the visitor goes to /home with the area's no-access message. The switches come
 * from `get-website-config` (cached by the shell); the server refuses the area's calls as well.
 */
export async function requireCommunitySwitch({ context, preload }: { context: { queryClient: QueryClient }; preload: boolean }, name: CommunitySwitch): Promise<void> {
  const config = await context.queryClient.ensureQueryData(websiteConfigQuery);
  if (config[name]) return;
  if (!preload) notifyWarning(i18n._(COMMUNITY_SWITCHES[name]));
  throw redirect({ to: '/home' });
}
