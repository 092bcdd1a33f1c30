import { useLingui } from '@lingui/react';
import { Anchor, Badge, Container, Group, Paper, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar, IconClock, IconListNumbers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { EXAM_LIST_PAGE_SIZE } from '../../../contract/rules/exams';
import { ListFooter } from '../../components/list-parts';
import { KeywordFilter, ScheduleStatusFilter, ScheduleStatusTag } from '../../components/schedule-status';
import { formatDateTime } from '../../lib/format';
import { scheduleStatusColor } from '../../lib/schedule-status';
import { examListQuery, withFilter, type ExamListSearch } from './exam-search';
import { examListOptions } from './exams-api';
import { useSignedInGate } from '../../lib/sign-in-gate';

/** The private tag: a password is needed to view and submit (part 2 §2). */
export function ExamPrivateTag() {
  const { _ } = useLingui();
  return (
    <Tooltip label={_('Exam_Private_Tips')} withArrow multiline w={260}>
      <Badge color="red" variant="light" data-testid="exam-private-tag">
        {_('Exam_Private')}
      </Badge>
    </Tooltip>
  );
}

/**
 * /chooseExam (ChooseExamList, part 2 §2): the contest list's status and keyword filters, the page's
 * name as heading (no dated plan title: it would go stale), the exam's private tag (an exam, not a
 * private contest); needRefresh clears itself and reloads.
 */
export function ChooseExamListPage({ search, onSearch }: { search: ExamListSearch; onSearch(next: ExamListSearch): void }) {
  const { _, i18n } = useLingui();
  const narrow = useMediaQuery('(max-width: 48em)');
  const navigate = useNavigate();
  const signedIn = useSignedInGate();
  const list = useQuery(examListOptions(examListQuery(search)));

  const refreshed = useRef(false);
  useEffect(() => {
    if (search.needRefresh === undefined || refreshed.current) return;
    refreshed.current = true;
    const params = new URLSearchParams(window.location.search);
    params.delete('needRefresh');
    const query = params.toString();
    window.location.replace(`${window.location.pathname}${query ? `?${query}` : ''}`);
  }, [search.needRefresh]);

  const open = (examId: number) => {
    if (!signedIn()) return;
    void navigate({ to: '/chooseExam/$chooseExamID', params: { chooseExamID: String(examId) } });
  };
  const rows = list.data?.records ?? [];
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Title order={2} fz={{ base: 22, sm: 26 }} data-testid="exam-plan-heading">
            {_('Exam_Preparation')}
          </Title>
          <Group gap="sm" wrap="wrap" align="center">
            <Text size="sm" fw={600}>
              {_('Status')}
            </Text>
            <ScheduleStatusFilter value={search.status} onChange={(status) => onSearch(withFilter(search, { status }))} testId="exam-filter-status" />
            <KeywordFilter value={search.keyword} onSearch={(keyword) => onSearch(withFilter(search, { keyword }))} w={narrow ? '100%' : 220} ml={narrow ? 0 : 'auto'} testId="exam-filter-keyword" />
          </Group>
          <Stack gap="xs" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} data-testid="exam-list">
            {rows.map((row) => (
              <Paper key={row.id} withBorder radius="md" p="sm" style={{ borderLeft: `4px solid var(--mantine-color-${scheduleStatusColor(row.status)}-6)` }} data-testid={`exam-row-${row.id}`}>
                <Group wrap="nowrap" align="flex-start" gap="md">
                  <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                    <Group gap={6} wrap="nowrap">
                      <UnstyledButton onClick={() => open(row.id)} style={{ minWidth: 0 }} data-testid="exam-title">
                        <Anchor component="span" fw={650} fz="lg" lineClamp={1}>
                          {row.title}
                        </Anchor>
                      </UnstyledButton>
                      {row.isPrivate && <ExamPrivateTag />}
                    </Group>
                    <Group gap="md" wrap="wrap">
                      <Group gap={4}>
                        <IconCalendar size={14} />
                        <Text size="sm">
                          {formatDateTime(row.startTime, i18n.locale)} ~ {formatDateTime(row.endTime, i18n.locale)}
                        </Text>
                      </Group>
                      <Group gap={4}>
                        <IconClock size={14} />
                        <Text size="sm">{_('Time_Limit_N_Minutes', { minutes: row.examRepo.timeLimit })}</Text>
                      </Group>
                      <Group gap={4}>
                        <IconListNumbers size={14} />
                        <Text size="sm">{_('Question_Count_N', { count: row.examRepo.problemCount })}</Text>
                      </Group>
                    </Group>
                  </Stack>
                  <ScheduleStatusTag status={row.status} testId="exam-status" />
                </Group>
              </Paper>
            ))}
            {!list.isPending && rows.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                {_('No_Exam')}
              </Text>
            )}
          </Stack>
          <ListFooter total={list.data?.total ?? 0} page={search.currentPage ?? 1} pageSize={EXAM_LIST_PAGE_SIZE} onPage={(page) => onSearch({ ...search, currentPage: page })} narrow={narrow} />
        </Stack>
      </Paper>
    </Container>
  );
}
