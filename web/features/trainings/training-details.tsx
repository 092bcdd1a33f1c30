import { useLingui } from '@lingui/react';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MarkdownView } from '../../components/markdown-view';
import { useTraining } from './training-context';
import { TrainingPasswordForm } from './training-shell';
import { TrainingAuthTag, TrainingCategoryTag, TrainingProgress } from './training-tags';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Group gap={6}>{children}</Group>
    </Stack>
  );
}

/** The introduction tab (TrainingDetails, part 2 §2): progress, number, auth, category, problem count and the description. */
export function TrainingDetails() {
  const { _ } = useLingui();
  const state = useTraining();
  const training = state.training!;
  return (
    <Stack gap="md" data-testid="training-details">
      {state.needPassword && <TrainingPasswordForm state={state} />}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          {state.viewer !== null && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {_('Training_Progress')}
              </Text>
              <TrainingProgress solved={training.acCount} total={training.problemCount} width="100%" />
            </Stack>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
            <Fact label={_('Training_Number')}>
              <Text fw={600} data-testid="training-number">
                {training.id}
              </Text>
            </Fact>
            <Fact label={_('Auth')}>
              <TrainingAuthTag auth={training.auth} />
            </Fact>
            <Fact label={_('Training_Category_Label')}>
              <TrainingCategoryTag name={training.categoryName} color={training.categoryColor} />
            </Fact>
            <Fact label={_('Training_Total_Problems')}>
              <Text fw={600} data-testid="training-total-problems">
                {training.problemCount}
              </Text>
            </Fact>
          </SimpleGrid>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={4} mb="sm">
          {_('Training_Description')}
        </Title>
        <MarkdownView source={training.description} testId="training-description" />
      </Paper>
    </Stack>
  );
}
