import { useLingui } from '@lingui/react';
import { Avatar, Badge, Button, Container, Grid, Group, Image, Modal, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCalendar, IconPlayerPlay, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { CourseTeacherView, CourseView } from '../../../contract/api/courses';
import { MarkdownView } from '../../components/markdown-view';
import { PageLoading } from '../../components/page-loading';
import { ButtonLink } from '../../components/router-links';
import { SectionLoadFailed } from '../../components/section-shell';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { CourseImage } from './course-image';
import { courseTypeLabel, priceText } from '../../lib/course-labels';
import { courseDetailOptions } from './courses-api';
import { LivestreamButton } from './livestream-button';

/**
 * /course/{courseID} (part 3 §2.16): picture, title, time and price, the sign-up button with its
 * picture overlay, the details and FAQ tabs (markdown) and the teachers.
 */
export function CourseDetailPage({ id }: { id: number }) {
  const { _ } = useLingui();
  const detail = useQuery(courseDetailOptions(id));
  usePageTitle(detail.data?.course.title);
  if (detail.isPending) return <PageLoading />;
  if (!detail.data) return <SectionLoadFailed testId="course-load-failed">{_('The course does not exist')}</SectionLoadFailed>;
  const { course, teacherList } = detail.data;
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg" data-testid="course-detail">
        <Group>
          <ButtonLink to="/course" variant="subtle" leftSection={<IconArrowLeft size={16} />} px={4}>
            {_('Course_Back_To_List')}
          </ButtonLink>
        </Group>
        <CourseHeader course={course} />
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Tabs defaultValue="details" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="details" data-testid="course-tab-details">
                {_('Course_Tab_Details')}
              </Tabs.Tab>
              <Tabs.Tab value="faq" data-testid="course-tab-faq">
                {_('Course_Tab_FAQ')}
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="details" pt="md">
              <CourseMarkdown source={course.content} testId="course-content" />
            </Tabs.Panel>
            <Tabs.Panel value="faq" pt="md">
              <CourseMarkdown source={course.faq} testId="course-faq" />
            </Tabs.Panel>
          </Tabs>
        </Paper>
        <TeacherList teachers={teacherList} />
      </Stack>
    </Container>
  );
}

function CourseMarkdown({ source, testId }: { source: string; testId: string }) {
  const { _ } = useLingui();
  if (source.trim() === '')
    return (
      <Text c="dimmed" ta="center" py="lg" data-testid={`${testId}-empty`}>
        {_('Course_Nothing_Yet')}
      </Text>
    );
  return <MarkdownView source={source} testId={testId} />;
}

function CourseHeader({ course }: { course: CourseView }) {
  const { _, i18n } = useLingui();
  const [signingUp, setSigningUp] = useState(false);
  const price = priceText(course.price);
  const signUpPicture = course.signUpImage ?? course.image;
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Grid gap="lg" align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <CourseImage src={course.image} alt={course.title} radius={12} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Badge variant="light">{_(courseTypeLabel(course.type))}</Badge>
            <Title order={2} fz={{ base: 22, sm: 28 }} data-testid="course-title">
              {course.title}
            </Title>
            <Text c="dimmed">{course.description}</Text>
            <Group gap={6} wrap="nowrap" align="flex-start">
              <IconCalendar size={18} stroke={1.6} />
              <Text size="sm" data-testid="course-time">
                {formatDateTime(course.startTime, i18n.locale)} – {formatDateTime(course.endTime, i18n.locale)}
              </Text>
            </Group>
            {course.replayTime && (
              <Group gap={6} wrap="nowrap">
                <IconPlayerPlay size={18} stroke={1.6} />
                <Text size="sm">{_('Course_Replay_Until', { time: formatDateTime(course.replayTime, i18n.locale) })}</Text>
              </Group>
            )}
            <Group justify="space-between" align="center" mt="xs">
              <Text fz={28} fw={800} c={price ? 'red' : 'teal'} data-testid="course-price">
                {price ?? _('Course_Free')}
              </Text>
              <Group gap="sm">
                <LivestreamButton />
                <Button size="md" leftSection={<IconUserPlus size={18} />} onClick={() => setSigningUp(true)} disabled={!signUpPicture} data-testid="course-sign-up">
                  {_('Course_Sign_Up')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </Grid.Col>
      </Grid>
      {signUpPicture && (
        <Modal opened={signingUp} onClose={() => setSigningUp(false)} centered size="auto" title={_('Course_Sign_Up_Title', { title: course.title })} data-testid="course-sign-up-overlay">
          <Stack align="center" gap="sm">
            <Image src={signUpPicture} alt={_('Course_Sign_Up')} maw={420} mah="70vh" fit="contain" radius="md" data-testid="course-sign-up-image" />
            <Text size="sm" c="dimmed" ta="center" maw={420}>
              {_('Course_Sign_Up_Hint')}
            </Text>
          </Stack>
        </Modal>
      )}
    </Paper>
  );
}

function TeacherList({ teachers }: { teachers: CourseTeacherView[] }) {
  const { _ } = useLingui();
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={3} fz={20}>
          {_('Course_Teachers')}
        </Title>
        {teachers.length === 0 ? (
          <Text c="dimmed" size="sm">
            {_('Course_No_Teachers')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" data-testid="course-teachers">
            {teachers.map((teacher) => (
              <Group key={teacher.uid} gap="sm" wrap="nowrap" data-testid="course-teacher">
                <Avatar src={teacher.avatar} size={52} radius="xl" alt={teacher.username}>
                  {teacher.username.slice(0, 1).toUpperCase()}
                </Avatar>
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text fw={600} truncate data-testid="course-teacher-name">
                    {teacher.username}
                  </Text>
                  <Text size="sm" c="dimmed" truncate data-testid="course-teacher-profession">
                    {teacher.profession}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
