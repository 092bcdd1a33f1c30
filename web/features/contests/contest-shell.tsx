import { useLingui } from '@lingui/react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconHome, IconInfoCircle, IconList, IconListCheck, IconLock, IconPlayerPlay, IconTrophy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useRouterState, type LinkProps } from '@tanstack/react-router';
import { PageLoading } from '../../components/page-loading';
import { NavLinkLink } from '../../components/router-links';
import { DeniedScopeProvider } from '../../components/load-failure';
import { SectionLoadFailed, SectionPasswordForm, SectionShell } from '../../components/section-shell';
import { useEffect, useRef, type ReactNode } from 'react';
import { ANNOUNCEMENT_POLL_MS, CONTEST_STATUS, CONTEST_TYPE } from '../../../contract/rules/contests';
import { msgId } from '../../lib/message-id';
import { notifySuccess } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { useWebsiteConfig } from '../../lib/website-config';
import { ContestProvider, useContestState, type ContestState } from './contest-context';
import { formatDuration, statusColor, withRead } from './contest-model';
import { contestStorage } from './contest-storage';
import { contestStatusLabel } from './contest-tags';
import { contestKeys, contestsApi } from './contests-api';
import { useQueryClient } from '@tanstack/react-query';

type TabPath = NonNullable<LinkProps['to']>;
interface TabDef {
  value: string;
  label: string;
  to: TabPath;
  visible(state: ContestState, openContestComment: boolean): boolean;
}

/** The tabs of part 2 §2 and when each is visible; Comment only while the site's openContestComment switch is on. */
const TABS: TabDef[] = [
  { value: 'overview', label: msgId('Overview'), to: '/contest/$contestID', visible: () => true },
  { value: 'problems', label: msgId('Problem'), to: '/contest/$contestID/problems', visible: () => true },
  { value: 'submissions', label: msgId('Status'), to: '/contest/$contestID/submissions', visible: () => true },
  { value: 'rank', label: msgId('Rank'), to: '/contest/$contestID/rank', visible: () => true },
  { value: 'announcements', label: msgId('Announcement'), to: '/contest/$contestID/announcements', visible: () => true },
  { value: 'comment', label: msgId('Contest_Comment'), to: '/contest/$contestID/comment', visible: (_s, openContestComment) => openContestComment },
  { value: 'print', label: msgId('Print'), to: '/contest/$contestID/print', visible: (s) => Boolean(s.contest?.openPrint) },
  { value: 'ac-info', label: msgId('Admin_Helper'), to: '/contest/$contestID/ac-info', visible: (s) => s.contestAdmin && s.contest?.type === CONTEST_TYPE.acm },
  { value: 'admin-print', label: msgId('Admin_Print'), to: '/contest/$contestID/admin-print', visible: (s) => s.contestAdmin && Boolean(s.contest?.openPrint) },
  { value: 'rejudge', label: msgId('Rejudge'), to: '/contest/$contestID/rejudge', visible: (s) => s.superAdmin },
];

/** Which tab a contest path belongs to; problem and submission details highlight their list tab. */
export function contestTabOf(pathname: string): string {
  const rest = pathname.replace(/^\/contest\/[^/]+\/?/, '');
  if (rest === '') return 'overview';
  if (/^problem\/[^/]+\/submission-detail\//.test(rest)) return 'submissions';
  if (rest.startsWith('problem/')) return 'problems';
  return rest.split('/')[0] ?? 'overview';
}

/** Unread announcements every 60 s while the contest runs, each a persistent warning notification (part 2 §4). */
function useAnnouncementPolling(state: ContestState) {
  const { _ } = useLingui();
  const running = state.status === CONTEST_STATUS.running && !state.needPassword;
  const { cid } = state;
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    const poll = async () => {
      const read = contestStorage.readAnnouncements(window.localStorage, cid);
      try {
        const unread = await contestsApi.unread(cid, read);
        if (stopped || unread.length === 0) return;
        for (const a of unread) {
          notifications.show({ id: `contest-announcement-${a.id}`, title: _('New_Contest_Announcement'), message: a.title, color: 'yellow', autoClose: false, withCloseButton: true });
        }
        contestStorage.setReadAnnouncements(window.localStorage, cid, withRead(contestStorage.readAnnouncements(window.localStorage, cid), unread.map((a) => a.id)));
      } catch {
        // a failed poll waits for the next one
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), ANNOUNCEMENT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [running, cid, _]);
}

/** The password form of a private or protected contest (part 2 §4 access flow). */
export function ContestPasswordForm({ state }: { state: ContestState }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const register = useMutation({
    mutationFn: (password: string) => contestsApi.register(state.cid, password),
    onSuccess: () => {
      notifySuccess(_('Register contest successfully'));
      void queryClient.invalidateQueries({ queryKey: contestKeys.contest(state.cid) });
      state.refetchAccess();
    },
  });
  return (
    <SectionPasswordForm
      name="contest"
      heading={state.needPassword ? _('Contest_Password_Required') : _('Contest_Password_To_Submit')}
      prompt={_('Enter the contest password')}
      loading={register.isPending}
      onSubmit={(password) => register.mutate(password)}
    />
  );
}

/** The Start button of a contest with a personal duration, and the remaining personal time once started. */
export function PersonalTiming({ state }: { state: ContestState }) {
  const { _ } = useLingui();
  const queryClient = useQueryClient();
  const start = useMutation({
    mutationFn: () => contestsApi.start(state.cid),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: contestKeys.contest(state.cid) });
      state.refetchAccess();
    },
  });
  if (state.needStart) {
    const confirm = () =>
      modals.openConfirmModal({
        title: _('Start_Contest'),
        children: _('Start_Contest_Confirm', { minutes: Math.round((state.contest?.userDuration ?? 0) / 60) }),
        labels: { confirm: _('Confirm'), cancel: _('Cancel') },
        onConfirm: () => start.mutate(),
      });
    return (
      <Alert color="blue" icon={<IconPlayerPlay size={18} />} data-testid="contest-start-box">
        <Group justify="space-between">
          <Text size="sm">{_('Start_Contest_Tips', { minutes: Math.round((state.contest?.userDuration ?? 0) / 60) })}</Text>
          <Button size="xs" onClick={confirm} loading={start.isPending} data-testid="contest-start">
            {_('Start_Contest')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (state.personalLeft === null) return null;
  return (
    <Badge size="lg" variant="light" color={state.personalLeft > 0 ? 'green' : 'red'} data-testid="contest-personal-left">
      {state.personalLeft > 0 ? `${_('Personal_Time_Left')} ${formatDuration(state.personalLeft)}` : _('Personal_Time_Over')}
    </Badge>
  );
}

/** /contest/{contestID}/: the contest's tabs around the child screens (part 2 §2), the access flow and the announcement polling. */
export function ContestShell({ cid, children }: { cid: number; children: ReactNode }) {
  const { _ } = useLingui();
  const state = useContestState(cid);
  const config = useWebsiteConfig();
  const navigate = useNavigate();
  const location = useRouterState({ select: (s) => s.location });
  const active = contestTabOf(location.pathname);
  useAnnouncementPolling(state);

  // needRefresh clears itself and reloads the page (part 2 §2).
  const refreshed = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.has('needRefresh') && !refreshed.current) {
      refreshed.current = true;
      params.delete('needRefresh');
      const query = params.toString();
      window.location.replace(`${window.location.pathname}${query ? `?${query}` : ''}`);
    }
  }, [location.search]);

  usePageTitle(state.contest?.title);

  if (state.loading) return <PageLoading />;
  if (!state.contest) return (
      <SectionLoadFailed testId="contest-load-failed" error={state.error} onRetry={state.refetchInfo}>
        {_('Contest_Load_Failed')}
      </SectionLoadFailed>
    );
  const contest = state.contest;
  const tabs = TABS.filter((tab) => tab.visible(state, config?.openContestComment === true));
  const params = { contestID: String(cid) };
  // Tabs other than the overview wait for the password and the personal start.
  const blocked = state.menuDisabled && active !== 'overview';
  const menu = (
    <>
      <NavLinkLink to="/home" label={_('Home')} leftSection={<IconHome size={16} />} />
      <NavLinkLink to="/contest/$contestID" params={params} label={_('Overview')} leftSection={<IconInfoCircle size={16} />} active={active === 'overview'} />
      <NavLinkLink to="/contest/$contestID/problems" params={params} label={_('Problem')} leftSection={<IconList size={16} />} disabled={state.menuDisabled} active={active === 'problems'} />
      <NavLinkLink
        to="/contest/$contestID/submissions"
        params={params}
        search={{ onlyMine: true }}
        label={_('My_Submission')}
        leftSection={<IconListCheck size={16} />}
        disabled={state.menuDisabled}
        active={active === 'submissions'}
      />
      <NavLinkLink to="/contest/$contestID/rank" params={params} label={_('Rank')} leftSection={<IconTrophy size={16} />} disabled={state.menuDisabled} active={active === 'rank'} />
    </>
  );
  const titleEnd = (
    <Group gap="xs">
      <PersonalTiming state={state} />
      {state.status !== null && (
        <Badge color={statusColor(state.status)} variant="dot" size="lg">
          {_(contestStatusLabel(state.status))}
        </Badge>
      )}
    </Group>
  );

  return (
    <ContestProvider value={state}>
      <SectionShell
        name="contest"
        menu={menu}
        title={contest.title}
        titleEnd={titleEnd}
        tabs={tabs.map((tab) => ({ value: tab.value, label: _(tab.label), disabled: tab.value !== 'overview' && state.menuDisabled }))}
        active={active}
        onTab={(value) => void navigate({ to: TABS.find((t) => t.value === value)?.to ?? '/contest/$contestID', params })}
      >
        {blocked ? (
          <Stack>
            {state.needPassword && <ContestPasswordForm state={state} />}
            <Alert color="yellow" icon={<IconLock size={18} />}>
              {state.needPassword ? _('Contest_Password_Required') : _('Start_Contest_First')}
            </Alert>
          </Stack>
        ) : (
          <DeniedScopeProvider value={{ passwordForm: <ContestPasswordForm state={state} />, startsIn: state.status === CONTEST_STATUS.scheduled ? state.startTime - state.now : null, gid: contest.gid ?? undefined }}>{children}</DeniedScopeProvider>
        )}
      </SectionShell>
    </ContestProvider>
  );
}
