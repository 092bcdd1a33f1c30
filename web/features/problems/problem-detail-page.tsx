import { useLingui } from '@lingui/react';
import { ActionIcon, Anchor, Badge, Box, Center, Group, Loader, Splitter, Stack, Tabs, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { UseSplitterReturnValue } from '@mantine/hooks';
import { IconArrowLeft, IconLayoutSidebarRightCollapse, IconLayoutSidebarRightExpand } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { preloadCodeEditor } from '../../components/code-editor/code-editor';
import { BackToProblems } from '../../components/focus-parts';
import type { SubmitScope } from '../../lib/scope';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { CodePanel } from './code-panel';
import { MySubmissionsPanel } from './my-submissions-panel';
import classes from './problem-detail-page.module.css';
import { ProblemAnnex } from './problem-annex';
import { ProblemStatement } from './problem-statement';
import { contestProblemDetailOptions, problemDetailOptions, trainingProblemDetailOptions } from './problems-api';
import { ButtonLink } from '../../components/router-links';

type LeftTab = 'description' | 'submissions' | 'annex';

interface ProblemDetailPageProps {
  /** where the problem is opened: its code panel submits there and My Submission lists from there */
  scope: SubmitScope;
  problemId: string;
  /** the right end of the bar: language, colour scheme and account controls of the shell */
  barEnd: ReactNode;
  /** replaces the back-to-problems button (a contest goes back to its problem list) */
  back?: ReactNode;
  /** under the bar: a contest's horizontal problem navigator */
  top?: ReactNode;
  /** inside a page with its own header (the contest tabs): a fixed height instead of the whole window */
  embedded?: boolean;
  /** an OI contest without real-time results: ask before covering an existing submission (part 2 §4) */
  coverConfirm?: boolean;
  /** a contest admin's include-after-contest switch */
  containsEnd?: boolean;
  /** a sealed contest: when a hidden result will show (the code panel says it under the verdict) */
  sealNote?: string;
}

/**
 * /problem/{problemID}: statement on the left, editor on the right, with a draggable splitter and a
 * fold control; the page draws its own bar instead of the site header and footer (part 1 §2).
 */
export function ProblemDetailPage({ scope, problemId, barEnd, back, top, embedded = false, coverConfirm = false, containsEnd = false, sealNote }: ProblemDetailPageProps) {
  const { _ } = useLingui();
  const wide = useMediaQuery('(min-width: 62em)', true);
  const { user } = useSession();
  const publicDetail = useQuery({ ...problemDetailOptions(problemId, user?.username ?? null, scope.gid), enabled: !scope.cid && !scope.tid });
  const contestDetail = useQuery({ ...contestProblemDetailOptions(scope.cid ?? 0, problemId, user?.username ?? null, containsEnd), enabled: Boolean(scope.cid) });
  // A training's problem is asked of the training, which checks the caller may open it (decision 29).
  const trainingDetail = useQuery({ ...trainingProblemDetailOptions(scope.tid ?? 0, problemId, user?.username ?? null), enabled: Boolean(scope.tid) && !scope.cid });
  const detail = scope.cid ? contestDetail : scope.tid ? trainingDetail : publicDetail;
  const contestProblem = scope.cid ? contestDetail.data?.contestProblem : undefined;
  const shownId = contestProblem?.displayId ?? detail.data?.problem.problemId;
  const shownTitle = contestProblem?.displayTitle ?? detail.data?.problem.title;
  const pageStyle = embedded ? { height: 'max(560px, calc(100dvh - 200px))', border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' } : undefined;
  const [tab, setTab] = useState<LeftTab>('description');
  const [editorFolded, setEditorFolded] = useState(false);
  const [editorCollapsed, setEditorCollapsed] = useState(false);
  const splitter = useRef<UseSplitterReturnValue | null>(null);

  useEffect(preloadCodeEditor, []);
  const pageTitle = detail.data ? `${shownId} ${shownTitle}` : null;
  usePageTitle(pageTitle);

  const toggleFold = () => {
    if (wide) splitter.current?.toggleCollapse(1);
    else setEditorFolded((folded) => !folded);
  };
  const folded = wide ? editorCollapsed : editorFolded;

  const bar = (
    <header className={classes.bar}>
      {back ?? <BackToProblems link={linkOptions({ to: '/problem' })} />}
      {/* The whole title, on two lines where the bar is narrow (a phone), never cut (issue 21 item 15). */}
      <Text fw={650} lh={1.25} className={classes.barTitle} data-testid="problem-bar-title">
        {detail.data ? `${shownId} ${shownTitle}` : problemId}
      </Text>
      {detail.data && (
        <Tooltip label={folded ? _('Show_Editor') : _('Only_View_Problem')} withArrow>
          <ActionIcon variant="default" size="lg" onClick={toggleFold} aria-label={folded ? _('Show_Editor') : _('Only_View_Problem')} data-testid="fold-editor">
            {folded ? <IconLayoutSidebarRightExpand size={18} /> : <IconLayoutSidebarRightCollapse size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
      <Group gap="xs" wrap="nowrap">
        {barEnd}
      </Group>
    </header>
  );

  if (detail.isPending) {
    return (
      <div className={classes.page} style={pageStyle}>
        {bar}
        <Center className={classes.body}>
          <Loader />
        </Center>
      </div>
    );
  }
  if (!detail.data) {
    return (
      <div className={classes.page} style={pageStyle}>
        {bar}
        <Center className={classes.body} p="xl">
          <Stack align="center" gap="md" data-testid="problem-load-failed">
            <Title order={3}>{_('Problem_Load_Failed')}</Title>
            <ButtonLink to="/problem" leftSection={<IconArrowLeft size={16} />}>
              {_('Go_Problem_List')}
            </ButtonLink>
          </Stack>
        </Center>
      </div>
    );
  }

  const data = detail.data;
  const annex = data.problem.userExtraFile && Object.keys(data.problem.userExtraFile).length > 0 ? data.problem.userExtraFile : null;
  const left = (
    <Tabs value={tab} onChange={(value) => setTab((value as LeftTab | null) ?? 'description')} keepMounted={false}>
      <Tabs.List px="md" pt="xs" style={{ position: 'sticky', top: 0, zIndex: 2, background: 'var(--mantine-color-body)' }}>
        <Tabs.Tab value="description" data-testid="tab-description">
          {_('Problem_Description')}
        </Tabs.Tab>
        <Tabs.Tab value="submissions" data-testid="tab-my-submissions">
          {_('My_Submission')}
        </Tabs.Tab>
        {annex && (
          <Tabs.Tab value="annex" data-testid="tab-annex" rightSection={<Badge size="xs" variant="light" circle>{Object.keys(annex).length}</Badge>}>
            {_('Problem_Annex')}
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Box p={{ base: 'sm', sm: 'lg' }}>
        <Tabs.Panel value="description">
          <ProblemStatement detail={data} />
        </Tabs.Panel>
        <Tabs.Panel value="submissions">
          <MySubmissionsPanel scope={scope} problemId={shownId ?? data.problem.problemId} type={data.problem.type} />
        </Tabs.Panel>
        {annex && (
          <Tabs.Panel value="annex">
            <ProblemAnnex files={annex} />
          </Tabs.Panel>
        )}
      </Box>
    </Tabs>
  );
  const right = <CodePanel key={data.problem.problemId} scope={scope} detail={data} shownId={shownId ?? data.problem.problemId} coverConfirm={coverConfirm} sealNote={sealNote} />;

  return (
    <div className={classes.page} style={pageStyle} data-testid="problem-detail">
      {bar}
      {top}
      {wide ? (
        <Splitter className={classes.body} splitterRef={splitter} lineSize={2} onCollapseChange={(pane, collapsed) => pane === 1 && setEditorCollapsed(collapsed)}>
          <Splitter.Pane defaultSize={50} min={25} className={classes.pane}>
            {left}
          </Splitter.Pane>
          <Splitter.Pane defaultSize={50} min={30} collapsible className={classes.pane}>
            {right}
          </Splitter.Pane>
        </Splitter>
      ) : (
        <div className={classes.stacked}>
          {left}
          {!editorFolded && right}
          {editorFolded && (
            <Center pb="lg">
              <Anchor component="button" onClick={toggleFold}>
                {_('Show_Editor')}
              </Anchor>
            </Center>
          )}
        </div>
      )}
    </div>
  );
}
