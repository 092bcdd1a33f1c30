import { useLingui } from '@lingui/react';
import { Badge, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBulb, IconChartPie, IconList, IconTags } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { ProblemDetail } from '../../../contract/api/problems';
import { PROBLEM_TYPE } from '../../../contract/judge';
import { JUDGE_STATUS } from '../../../contract/judge-status';
import { DifficultyBadge } from '../../components/difficulty-badge';
import { MarkdownView } from '../../components/markdown-view';
import { ExampleBlock } from './example-block';
import { StatisticsDialog } from './statistics-dialog';
import { AnchorLink, ButtonLink } from '../../components/router-links';

/** The Problem Description tab: limits, statement, samples, hint and source. */
export function ProblemStatement({ detail }: { detail: ProblemDetail }) {
  const { _ } = useLingui();
  const { problem, tags } = detail;
  const [statsOpened, stats] = useDisclosure(false);
  const [tagsShown, tagsToggle] = useDisclosure(false);
  return (
    <Stack gap="lg" data-testid="problem-statement">
      <Stack gap="xs">
        <Title order={2} fz={{ base: 22, sm: 26 }} data-testid="problem-title">
          {problem.problemId} {problem.title}
        </Title>
        <Group gap="xs">
          <DifficultyBadge level={problem.difficulty} />
          <Badge variant="outline" color="gray" radius="sm">
            {problem.type === PROBLEM_TYPE.oi ? 'OI' : 'ACM'}
          </Badge>
          {problem.judgeMode === 'spj' && (
            <Badge variant="light" color="violet" radius="sm">
              {_('Special_Judge')}
            </Badge>
          )}
          {problem.judgeMode === 'interactive' && (
            <Badge variant="light" color="violet" radius="sm">
              {_('Interactive_Judge')}
            </Badge>
          )}
          {problem.isFileIO && (
            <Badge variant="light" color="orange" radius="sm">
              {_('File_IO')}
            </Badge>
          )}
        </Group>
        <Group gap="lg" c="dimmed" fz="sm" style={{ rowGap: 2 }}>
          <span data-testid="problem-time-limit">{_('Time_Limit_Value', { ms: problem.timeLimit })}</span>
          <span data-testid="problem-memory-limit">{_('Memory_Limit_Value', { mb: problem.memoryLimit })}</span>
          <span>{_('Stack_Limit_Value', { mb: problem.stackLimit })}</span>
          {problem.isFileIO && <span>{_('File_IO_Names', { input: problem.ioReadFileName ?? '', output: problem.ioWriteFileName ?? '' })}</span>}
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconChartPie size={14} />} onClick={stats.open} data-testid="problem-statistic">
            {_('Statistic')}
          </Button>
          <ButtonLink size="xs" variant="light" leftSection={<IconList size={14} />} to="/status" search={{ problemID: problem.problemId }}>
            {_('Submissions')}
          </ButtonLink>
          {detail.solutionUnlocked && (
            // Solutions: the problem's accepted submissions, whose shared code opens from the list.
            <ButtonLink
              size="xs"
              variant="light"
              color="teal"
              leftSection={<IconBulb size={14} />}
              to="/status"
              search={{ problemID: problem.problemId, completeProblemID: true, status: JUDGE_STATUS.accepted }}
              data-testid="problem-solutions"
            >
              {_('Solutions')}
            </ButtonLink>
          )}
          {tags.length > 0 && (
            <Button size="xs" variant="subtle" leftSection={<IconTags size={14} />} onClick={tagsToggle.toggle}>
              {tagsShown ? _('Hide_Tags') : _('Show_Tags')}
            </Button>
          )}
        </Group>
        {tagsShown && (
          <Group gap={6}>
            {tags.map((tag) => (
              <AnchorLink key={tag.id} to="/problem" search={{ tagId: [tag.id] }} underline="never">
                <Badge variant="light" color={tag.color || undefined} radius="sm" tt="none" fw={500}>
                  {tag.name}
                </Badge>
              </AnchorLink>
            ))}
          </Group>
        )}
      </Stack>
      <Divider />
      <Section title={_('Problem_Description')}>
        <MarkdownView source={problem.description} testId="problem-description" />
      </Section>
      <Section title={_('Input')}>
        <MarkdownView source={problem.input} />
      </Section>
      <Section title={_('Output')}>
        <MarkdownView source={problem.output} />
      </Section>
      {problem.examples.length > 0 && (
        <Section title={_('Samples')}>
          <Stack gap="md">
            {problem.examples.map((example, index) => (
              <ExampleBlock key={index} example={example} index={index + 1} />
            ))}
          </Stack>
        </Section>
      )}
      {problem.hint && (
        <Section title={_('Hint')}>
          <MarkdownView source={problem.hint} />
        </Section>
      )}
      {problem.source && (
        <Section title={_('Source')}>
          <Text size="sm">{problem.source}</Text>
        </Section>
      )}
      {problem.author && (
        <Text size="xs" c="dimmed">
          {_('Created_By', { author: problem.author })}
        </Text>
      )}
      <StatisticsDialog opened={statsOpened} onClose={stats.close} count={detail.problemCount} title={problem.title} />
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <Title order={4} mb="xs" c="var(--mantine-primary-color-filled)">
        {title}
      </Title>
      {children}
    </section>
  );
}
