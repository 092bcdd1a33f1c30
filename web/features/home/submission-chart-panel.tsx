import { useLingui } from '@lingui/react';
import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconChartBar, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { isAdminRole } from '../../../contract/roles';
import { BarChart, type BarSeries } from '../../components/bar-chart';
import { QueryState } from '../../components/query-state';
import { homeKeys } from '../../lib/home-keys';
import { notifySuccess } from '../../lib/notify';
import { useSession } from '../../lib/use-session';
import { homeApi, lastWeekOptions } from './home-api';
import { chartDayLabels, weekHasSubmissions } from './home-model';
import { PanelFrame } from './panel-frame';

/**
 * The last week's judged and accepted submissions (part 1 §2, §7); the refresh button, for admins
 * only (§6), has the server recompute the week instead of answering its cached one.
 */
export function SubmissionChartPanel() {
  const { _ } = useLingui();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const stats = useQuery(lastWeekOptions);
  const refresh = useMutation({
    mutationFn: homeApi.refreshLastWeek,
    onSuccess: (data) => {
      queryClient.setQueryData(homeKeys.lastWeek(), data);
      notifySuccess(_('Statistics_Refreshed'));
    },
  });
  const labels = useMemo(() => (stats.data ? chartDayLabels(stats.data) : []), [stats.data]);
  const series = useMemo<BarSeries[]>(
    () =>
      stats.data
        ? [
            { label: _('AC'), values: stats.data.acCountList, color: 'green' },
            { label: _('Total'), values: stats.data.totalCountList, color: 'blue' },
          ]
        : [],
    [stats.data, _],
  );
  const total = stats.data?.totalCountList.reduce((sum, n) => sum + n, 0) ?? 0;
  return (
    <PanelFrame
      icon={IconChartBar}
      title={_('Last_Week_Submissions')}
      testId="home-chart-panel"
      actions={
        user && isAdminRole(user.roleList) ? (
          <Tooltip label={_('Statistics_Refresh')} withArrow>
            <ActionIcon variant="subtle" onClick={() => refresh.mutate()} loading={refresh.isPending} aria-label={_('Statistics_Refresh')} data-testid="home-chart-refresh">
              <IconRefresh size={18} />
            </ActionIcon>
          </Tooltip>
        ) : undefined
      }
    >
      <QueryState query={stats} empty={!stats.data || !weekHasSubmissions(stats.data)} emptyText={_('No_Submissions_This_Week')} testId="home-chart" minHeight={240}>
        <Group justify="flex-end">
          <Text size="xs" c="dimmed" data-testid="home-chart-total" data-total={total}>
            {_('Week_Submission_Total', { total })}
          </Text>
        </Group>
        <BarChart labels={labels} series={series} height={240} testId="home-chart" label={_('Last_Week_Submissions')} categoryLabel={_('Chart_Day')} />
      </QueryState>
    </PanelFrame>
  );
}
