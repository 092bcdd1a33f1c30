import { useLingui } from '@lingui/react';
import { Box, Button, Card, Container, Group, Modal, Paper, SimpleGrid, Stack, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconClock, IconListDetails, IconSend } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { TeamAnnouncementView, TrainingCampCard } from '../../../contract/api/courses';
import { AnnouncementArticle } from '../../components/announcement-article';
import { AnnouncementLine } from '../../components/announcement-panel';
import { Carousel } from '../../components/carousel';
import { PageLoading } from '../../components/page-loading';
import { ButtonLink } from '../../components/router-links';
import { SectionLoadFailed } from '../../components/section-shell';
import { usePageTitle } from '../../lib/use-page-title';
import { IntensityMarks } from './camp-parts';
import { teamSections } from './course-model';
import { teamOptions } from './courses-api';
import classes from './intense-training.module.css';
import { LivestreamButton } from './livestream-button';

/**
 * /intenseTraining (part 3 §2.17): the team's title and description with the apply button (it opens
 * the newest apply notice), a carousel of the info announcements, the training cards and the
 * experience-sharing list. An announcement opens in a reader over the page (decision 38).
 */
export function IntenseTrainingPage() {
  const { _ } = useLingui();
  const team = useQuery(teamOptions);
  const [reading, setReading] = useState<TeamAnnouncementView | null>(null);
  const title = team.data?.title || _('Intense_Training');
  usePageTitle(title);
  if (team.isPending) return <PageLoading />;
  if (!team.data) return <SectionLoadFailed testId="team-load-failed">{_('Intense_Training_Load_Failed')}</SectionLoadFailed>;
  const sections = teamSections(team.data.relatedAnnouncement);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="xl">
        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.hero} data-testid="team-hero">
          <Stack gap="md" maw={760}>
            <Title order={1} fz={{ base: 26, sm: 34 }} data-testid="team-title">
              {title}
            </Title>
            {team.data.description && (
              <Text size="lg" style={{ whiteSpace: 'pre-wrap' }} data-testid="team-description">
                {team.data.description}
              </Text>
            )}
            <Group gap="sm">
              <Tooltip label={_('Team_No_Apply_Notice')} disabled={sections.applyNotice !== null} withArrow>
                <Box>
                  <Button size="md" leftSection={<IconSend size={18} />} disabled={sections.applyNotice === null} onClick={() => setReading(sections.applyNotice)} data-testid="team-apply">
                    {_('Team_Apply')}
                  </Button>
                </Box>
              </Tooltip>
              <LivestreamButton />
            </Group>
          </Stack>
        </Paper>

        {sections.carousel.length > 0 && (
          <Carousel
            testId="team-carousel"
            slides={sections.carousel.map((a) => ({
              key: String(a.id),
              content: (
                <UnstyledButton className={classes.slide} onClick={() => setReading(a)} data-testid="team-carousel-slide">
                  <Stack gap="xs" align="center" px="xl">
                    <Text className={classes.slideTitle} data-testid="team-carousel-title">
                      {a.title}
                    </Text>
                    <Text size="sm" className={classes.slideMore}>
                      {_('Team_Read_More')}
                    </Text>
                  </Stack>
                </UnstyledButton>
              ),
            }))}
          />
        )}

        <Stack gap="md">
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {_('Team_Training_Camps')}
          </Title>
          {team.data.trainingCampVOList.length === 0 ? (
            <Text c="dimmed">{_('Team_No_Camps')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="team-camps">
              {team.data.trainingCampVOList.map((camp) => (
                <CampCard key={camp.id} camp={camp} />
              ))}
            </SimpleGrid>
          )}
        </Stack>

        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="sm">
            <Title order={2} fz={{ base: 20, sm: 24 }}>
              {_('Team_Experience_Sharing')}
            </Title>
            {sections.experience.length === 0 ? (
              <Text c="dimmed" size="sm">
                {_('No_Announcements')}
              </Text>
            ) : (
              <Stack gap="xs" data-testid="team-experience">
                {sections.experience.map((a) => (
                  <UnstyledButton key={a.id} onClick={() => setReading(a)} data-testid="team-experience-item">
                    <Card withBorder padding="sm" radius="sm">
                      <AnnouncementLine announcement={a} />
                    </Card>
                  </UnstyledButton>
                ))}
              </Stack>
            )}
          </Stack>
        </Paper>
      </Stack>
      <Modal opened={reading !== null} onClose={() => setReading(null)} size="xl" withCloseButton title={null} data-testid="team-announcement-reader">
        {reading && <AnnouncementArticle announcement={reading} />}
      </Modal>
    </Container>
  );
}

function CampCard({ camp }: { camp: TrainingCampCard }) {
  const { _ } = useLingui();
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`team-camp-${camp.id}`}>
      <Stack gap="sm" style={{ flex: 1 }}>
        <Text fw={700} fz="lg" data-testid="team-camp-title">
          {camp.title}
        </Text>
        <Text size="sm" c="dimmed" style={{ flex: 1 }} lineClamp={4}>
          {camp.description}
        </Text>
        <Group gap="lg">
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} stroke={1.6} />
            <Text size="sm" data-testid="team-camp-duration">
              {camp.duration}
            </Text>
          </Group>
          <Group gap={6} wrap="nowrap">
            <Text size="sm">{_('Camp_Intensity')}</Text>
            <IntensityMarks value={camp.intensity} />
          </Group>
        </Group>
        <ButtonLink to="/traincampinfo/$id" params={{ id: String(camp.id) }} variant="light" leftSection={<IconListDetails size={16} />} data-testid="team-camp-outline">
          {_('Camp_Outline')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
