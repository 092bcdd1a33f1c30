import { useLingui } from '@lingui/react';
import { Group, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSwitches } from '../../../../contract/api/config';
import { msgId } from '../../../lib/message-id';
import { notifySuccess } from '../../../lib/notify';
import { configKeys } from '../../../lib/website-config';
import { siteAdminApi, siteAdminKeys, siteAdminOptions } from './site-admin-api';

/** Each site switch's name and what turning it off does (part 1 §3, part 3 §3.7). */
const SWITCH_TEXT: Record<keyof SiteSwitches, { label: string; hint: string }> = {
  openPublicDiscussion: { label: msgId('Switch_Public_Discussion'), hint: msgId('Switch_Public_Discussion_Hint') },
  openGroupDiscussion: { label: msgId('Switch_Group_Discussion'), hint: msgId('Switch_Group_Discussion_Hint') },
  openContestComment: { label: msgId('Switch_Contest_Comment'), hint: msgId('Switch_Contest_Comment_Hint') },
  register: { label: msgId('Switch_Register'), hint: msgId('Switch_Register_Hint') },
};

export const SWITCH_NAMES = Object.keys(SWITCH_TEXT) as (keyof SiteSwitches)[];

/**
 * Site switches that save the moment they are flipped (as HOJ's switch page does); the site reads
 * them from D1 on its next request, and this browser's copy of the site configuration is refreshed.
 */
export function SwitchList({ names }: { names: readonly (keyof SiteSwitches)[] }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const switches = useQuery(siteAdminOptions.switches());
  const change = useMutation({
    mutationFn: (patch: Partial<SiteSwitches>) => siteAdminApi.setSwitches(patch),
    onSuccess: (saved) => {
      queryClient.setQueryData(siteAdminKeys.section('switch'), saved);
      void queryClient.invalidateQueries({ queryKey: configKeys.website() });
      notifySuccess(_('Update_Successfully'));
    },
  });
  return (
    <Stack gap="lg" data-testid="site-switches">
      {names.map((name) => (
        <Group key={name} justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2}>
            <Text fw={600}>{_(SWITCH_TEXT[name].label)}</Text>
            <Text size="sm" c="dimmed">
              {_(SWITCH_TEXT[name].hint)}
            </Text>
          </Stack>
          <Switch
            size="md"
            checked={switches.data?.[name] ?? false}
            disabled={!switches.data || change.isPending}
            onChange={(event) => change.mutate({ [name]: event.currentTarget.checked })}
            aria-label={_(SWITCH_TEXT[name].label)}
            data-testid={`switch-${name}`}
          />
        </Group>
      ))}
    </Stack>
  );
}
