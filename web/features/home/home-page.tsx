import { useLingui } from '@lingui/react';
import { Button, Container, Grid, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ANNOUNCEMENT_PANEL_SIZE } from '../../../contract/rules/community';
import { AnnouncementPanel } from '../../components/announcement-panel';
import { Carousel } from '../../components/carousel';
import classes from '../../components/carousel.module.css';
import { openAuthDialog } from '../../lib/auth-dialog';
import { useSession } from '../../lib/use-session';
import { homeCarouselQuery, useWebsiteConfig } from '../../lib/website-config';
import { AcRankCard } from './ac-rank-card';
import { useBuiltinSlides } from './builtin-slides';
import { homeAnnouncementsOptions } from './home-announcements';
import { RecentContests } from './recent-contests';
import { SubmissionChartPanel } from './submission-chart-panel';
import { TodoProblems } from './todo-problems';
import { ToQuestionBlock } from './to-question-block';

/**
 * /home (part 1 §2 "Home page"): the carousel and the welcome, then on the wide column the recent
 * contests, the week's submissions and the announcements, and beside them the "to question" block,
 * the AC ranking card and the to-do problems; one column on narrow screens.
 */
export function HomePage() {
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <HomeCarousel />
        <WelcomeBlock />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <RecentContests />
              <SubmissionChartPanel />
              <HomeAnnouncements />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <ToQuestionBlock />
              <AcRankCard />
              <TodoProblems />
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function HomeCarousel() {
  const { _ } = useLingui();
  const pictures = useQuery(homeCarouselQuery);
  const builtin = useBuiltinSlides();
  if (pictures.isPending) return <Skeleton className={classes.root} />;
  const configured = pictures.data ?? [];
  const slides =
    configured.length > 0
      ? configured.map((item, index) => ({
          key: `${index}-${item.url}`,
          content: <img src={item.url} alt={_('Carousel_Slide_Of', { index: index + 1, count: configured.length })} loading={index === 0 ? 'eager' : 'lazy'} />,
        }))
      : builtin;
  return <Carousel slides={slides} testId="home-carousel" />;
}

function WelcomeBlock() {
  const { _ } = useLingui();
  const config = useWebsiteConfig();
  const { token, user } = useSession();
  const signedIn = Boolean(token && user);
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} data-testid="home-welcome">
      <Group justify="space-between" align="flex-end" gap="lg">
        <Stack gap="xs" maw={640}>
          <Title order={2}>
            {signedIn && user ? _('Home_Welcome_Back', { username: user.username }) : _('Home_Welcome_Title', { name: config?.projectName ?? '' })}
          </Title>
          <Text c="dimmed">{config?.description || _('Home_Welcome_Description')}</Text>
        </Stack>
        <Group gap="sm">
          {!signedIn && config?.register !== false && (
            <Button rightSection={<IconArrowRight size={16} />} onClick={() => openAuthDialog('register')}>
              {_('Register_Now')}
            </Button>
          )}
          {!signedIn && (
            <Button variant="default" onClick={() => openAuthDialog('login')}>
              {_('Login')}
            </Button>
          )}
          <Button variant={signedIn ? 'light' : 'subtle'} component={Link} to="/introduction" leftSection={<IconInfoCircle size={16} />}>
            {_('About_Platform')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** The site's announcements (part 1 "Home page"): 5 a page, refresh, empty state; a title opens its detail. */
function HomeAnnouncements() {
  const { _ } = useLingui();
  return <AnnouncementPanel title={_('Home_Announcements')} pageQuery={homeAnnouncementsOptions} pageSize={ANNOUNCEMENT_PANEL_SIZE} testId="home-announcement" />;
}
