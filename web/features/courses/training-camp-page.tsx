import { useLingui } from '@lingui/react';
import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { MarkdownView } from '../../components/markdown-view';
import { PageLoading } from '../../components/page-loading';
import { ButtonLink } from '../../components/router-links';
import { SectionLoadFailed } from '../../components/section-shell';
import { usePageTitle } from '../../lib/use-page-title';
import { trainingCampOptions } from './courses-api';
import { IntensityMarks } from './camp-parts';

/** /traincampinfo/{id} (part 3 §2.17): a training camp's title and its markdown outline. */
export function TrainingCampPage({ id }: { id: number }) {
  const { _ } = useLingui();
  const camp = useQuery(trainingCampOptions(id));
  usePageTitle(camp.data?.title);
  if (camp.isPending) return <PageLoading />;
  if (!camp.data) return <SectionLoadFailed testId="camp-load-failed">{_('The training camp does not exist')}</SectionLoadFailed>;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Group>
          <ButtonLink to="/intenseTraining" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={4}>
            {_('Intense_Training')}
          </ButtonLink>
        </Group>
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} data-testid="camp-detail">
          <Stack gap="md">
            <Title order={1} fz={{ base: 24, sm: 30 }} data-testid="camp-title">
              {camp.data.title}
            </Title>
            <Group gap="lg">
              <Group gap={6} wrap="nowrap">
                <IconClock size={16} stroke={1.6} />
                <Text size="sm">{camp.data.duration}</Text>
              </Group>
              <Group gap={6} wrap="nowrap">
                <Text size="sm">{_('Camp_Intensity')}</Text>
                <IntensityMarks value={camp.data.intensity} />
              </Group>
            </Group>
            <MarkdownView source={camp.data.content} testId="camp-content" />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
