import { useLingui } from '@lingui/react';
import { Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconArrowsShuffle, IconCode } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ButtonLink } from '../../components/router-links';
import { homeApi } from './home-api';

/** The "to question" block (part 1 §2): into the problem bank, or straight to a random problem. */
export function ToQuestionBlock() {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const random = useMutation({
    mutationFn: homeApi.randomProblem,
    onSuccess: ({ problemId }) => void navigate({ to: '/problem/$problemID', params: { problemID: problemId } }),
  });
  return (
    <Paper withBorder radius="md" p="md" data-testid="home-to-question">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={40} radius="md" variant="light">
            <IconCode size={22} stroke={1.7} />
          </ThemeIcon>
          <Stack gap={0}>
            <Title order={4}>{_('To_Question_Title')}</Title>
            <Text size="sm" c="dimmed">
              {_('To_Question_Text')}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <ButtonLink to="/problem" rightSection={<IconArrowRight size={16} />} data-testid="home-to-question-bank">
            {_('To_Question_Bank')}
          </ButtonLink>
          <Button variant="light" leftSection={<IconArrowsShuffle size={16} />} loading={random.isPending} onClick={() => random.mutate()} data-testid="home-random-problem">
            {_('Random_Problem')}
          </Button>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
