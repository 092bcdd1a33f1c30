import { i18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { WebsiteConfig } from '../../contract/api/config';
import { COMMUNITY_MESSAGES } from '../../contract/rules/community';
import { notifyWarning } from './notify';
import { websiteConfigQuery } from './website-config';

/** The site switches of the community areas and the no-access message of each (part 3 §1, §8). */
const SWITCH_MESSAGES = {
  openPublicDiscussion: COMMUNITY_MESSAGES.publicClosed,
  openGroupDiscussion: COMMUNITY_MESSAGES.groupClosed,
  openContestComment: COMMUNITY_MESSAGES.contestClosed,
} as const satisfies Partial<Record<keyof WebsiteConfig, string>>;

export type CommunitySwitch = keyof typeof SWITCH_MESSAGES;

/**
 * `beforeLoad` of a route behind a site switch (part 3 §1): when the area is off the visitor goes to
 * /home with the area's no-access message. A preload only learns the redirect.
 */
export async function requireCommunitySwitch(queryClient: QueryClient, name: CommunitySwitch, { preload }: { preload: boolean }): Promise<void> {
  const config = await queryClient.ensureQueryData(websiteConfigQuery);
  if (config[name]) return;
  if (!preload) notifyWarning(i18n._(SWITCH_MESSAGES[name]));
  throw redirect({ to: '/home' });
}
