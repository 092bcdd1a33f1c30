import { useLingui } from '@lingui/react';
import { Alert, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sheetDetailOptions, sheetsOptions } from './exams-api';
import { QuestionTags, RecentSheets, SheetQuestions, SheetScore } from './sheet-review';
import { PageLoading } from '../../components/page-loading';

interface SheetRecordPageProps {
  repoId: number;
  trainingId: number | null;
  /** the sheet shown; the newest submitted one when absent */
  historyId: number | undefined;
  onSelect(historyId: number): void;
  /** answer again (a new sheet) */
  onRetry?(): void;
  /** a way back (to the bank, to the training's papers) */
  back?: ReactNode;
}

/**
 * A submitted sheet read-only (/repohistory and the training's exam record page
 * /training/{trainingID}/paperhistory/{repoID}, part 2 §2): the score, the questions with the
 * learner's answers, the wrong ones marked, the correct answers and the analysis; on the side the
 * collapsible recent sheets and the numbered question list.
 */
export function SheetRecordPage({ repoId, trainingId, historyId, onSelect, onRetry, back }: SheetRecordPageProps) {
  const { _ } = useLingui();
  const sheets = useQuery(sheetsOptions(repoId, trainingId));
  const submitted = (sheets.data ?? []).filter((s) => s.submitTime !== null);
  const selected = historyId ?? submitted[0]?.id ?? null;
  const detail = useQuery(sheetDetailOptions(selected, repoId));

  if (sheets.isPending || (selected !== null && detail.isPending)) {
    return <PageLoading />;
  }
  return (
    <Container size="xl" py={{ base: 'md', sm: 'lg' }} data-testid="sheet-record">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3}>{_('Exam_Record')}</Title>
          <Group gap="xs">
            {back}
            {onRetry && (
              <Button size="xs" leftSection={<IconPlayerPlay size={14} />} onClick={onRetry} data-testid="sheet-retry">
                {_('Answer_Again')}
              </Button>
            )}
          </Group>
        </Group>
        {detail.isError && <Alert color="red">{_('Sheet_Load_Failed')}</Alert>}
        {selected === null && <Text c="dimmed">{_('No_Submissions_Yet')}</Text>}
        {detail.data && (
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
              <SheetQuestions detail={detail.data} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
              <Stack gap="md" style={{ position: 'sticky', top: 72 }}>
                <SheetScore sheet={detail.data.examHistory} />
                <RecentSheets sheets={submitted} selected={selected} onSelect={onSelect} />
                <QuestionTags detail={detail.data} />
              </Stack>
            </Grid.Col>
          </Grid>
        )}
      </Stack>
    </Container>
  );
}
