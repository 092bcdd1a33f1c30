import { useLingui } from '@lingui/react';
import { Avatar, Badge, Group, Stack, Tabs, Text, ThemeIcon } from '@mantine/core';
import { IconAward, IconMedal } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AcRank } from '../../../contract/api/home';
import type { HonorRollView } from '../../../contract/api/honor';
import { placeText, type AcRankWindow } from '../../../contract/rules/home';
import { TitleTag } from '../../components/author-badges';
import { QueryState } from '../../components/query-state';
import { UserHomeLink } from '../../components/user-home-link';
import { msgId } from '../../lib/message-id';
import { useSession } from '../../lib/use-session';
import { acRankOptions, honorRollOptions } from './home-api';
import { honorUserText } from './home-model';
import { PanelFrame } from './panel-frame';

type CardTab = 'honor' | AcRankWindow;

/** The card's tabs in the spec's order (part 1 §2): monthly honor roll, last 24 hours, last 7 days, all time. */
const TABS: { value: CardTab; label: string }[] = [
  { value: 'honor', label: msgId('Honor_Roll_Tab') },
  { value: 'day', label: msgId('Ac_Rank_Day') },
  { value: 'week', label: msgId('Ac_Rank_Week') },
  { value: 'all', label: msgId('Ac_Rank_All') },
];

/** The first three places' medal colours. */
const MEDALS = ['yellow', 'gray', 'orange'];

/** The AC ranking card (part 1 §2, §7, §9): the monthly honor roll, then the top 10 by accepted problems in three windows with the caller's place. */
export function AcRankCard() {
  const { _ } = useLingui();
  const [tab, setTab] = useState<CardTab>('honor');
  return (
    <PanelFrame icon={IconMedal} title={_('Ac_Rank_Card')} testId="home-ac-rank">
      <Tabs value={tab} onChange={(value) => value && setTab(value as CardTab)} keepMounted={false}>
        <Tabs.List grow>
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} px={6} data-testid={`home-ac-rank-tab-${t.value}`}>
              {_(t.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="honor" pt="sm">
          <HonorRollTab />
        </Tabs.Panel>
        {(['day', 'week', 'all'] as const).map((window) => (
          <Tabs.Panel key={window} value={window} pt="sm">
            <AcRankTab window={window} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </PanelFrame>
  );
}

function HonorRollTab() {
  const { _ } = useLingui();
  const roll = useQuery(honorRollOptions);
  return (
    <QueryState query={roll} empty={!roll.data} emptyText={_('No_Honor_Roll')} testId="home-honor">
      {roll.data && <HonorRoll roll={roll.data} />}
    </QueryState>
  );
}

function HonorRoll({ roll }: { roll: HonorRollView }) {
  return (
    <Stack gap="sm" data-testid="home-honor">
      <Text fw={700} ta="center" data-testid="home-honor-name">
        {roll.name}
      </Text>
      {roll.monthRankingDetailVOList.map((award, index) => (
        <Stack key={award.name} gap={4} data-testid="home-honor-award">
          <Group gap={6}>
            <ThemeIcon size={22} radius="xl" variant="light" color={MEDALS[index] ?? 'blue'}>
              <IconAward size={14} />
            </ThemeIcon>
            <Text size="sm" fw={600} data-testid="home-honor-award-name">
              {award.name}
            </Text>
          </Group>
          <Group gap={6} pl={28} wrap="wrap">
            {award.userList.map((user) => (
              <Group key={user.uid} gap={4} wrap="nowrap">
                <Avatar src={user.avatar} alt={user.username} name={user.username} color="initials" radius="xl" size={20} />
                <UserHomeLink uid={user.uid} username={user.username} testId="home-honor-user">
                  {honorUserText(user)}
                </UserHomeLink>
              </Group>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

function AcRankTab({ window }: { window: AcRankWindow }) {
  const { _ } = useLingui();
  const { token, user } = useSession();
  const rank = useQuery(acRankOptions(window, user?.username ?? null));
  const rows = rank.data?.rankingListDetailVOList ?? [];
  return (
    <Stack gap="xs">
      <QueryState query={rank} empty={rows.length === 0} emptyText={_('No_Ac_In_Window')} testId={`home-ac-rank-${window}`}>
        <AcRankList rank={rank.data!} />
      </QueryState>
      {token && rank.data && (
        <Text size="sm" c="dimmed" ta="right" data-testid="home-my-rank">
          {_('My_Rank', { place: placeText(rank.data.myRank) })}
        </Text>
      )}
    </Stack>
  );
}

function AcRankList({ rank }: { rank: AcRank }) {
  const { _ } = useLingui();
  return (
    <Stack gap={6} data-testid="home-ac-rank-list">
      {rank.rankingListDetailVOList.map((row, index) => (
        <Group key={row.uid} justify="space-between" wrap="nowrap" data-testid="home-ac-rank-row">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge circle size="md" variant={index < 3 ? 'filled' : 'light'} color={MEDALS[index] ?? 'gray'}>
              {index + 1}
            </Badge>
            <Avatar src={row.avatar} alt={row.username} name={row.username} color="initials" radius="xl" size={24} />
            <UserHomeLink uid={row.uid} username={row.username} testId="home-ac-rank-user" />
            <TitleTag name={row.titleName} color={row.titleColor} />
          </Group>
          <Text size="sm" fw={600} style={{ flex: 'none' }} data-testid="home-ac-rank-ac">
            {_('Ac_Count', { count: row.acNum })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
