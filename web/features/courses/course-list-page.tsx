import { useLingui } from '@lingui/react';
import { Badge, Card, Chip, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CourseCard } from '../../../contract/api/courses';
import { COURSE_GRID_COLUMNS, COURSE_TYPES, type CourseType } from '../../../contract/rules/courses';
import { PageLoading } from '../../components/page-loading';
import { ButtonLink } from '../../components/router-links';
import { usePageTitle } from '../../lib/use-page-title';
import { CourseImage } from './course-image';
import { COURSE_TYPE_LABEL, courseTypeLabel, priceText } from '../../lib/course-labels';
import { formatDay, typeFilter } from './course-model';
import { courseListOptions } from './courses-api';
import { LivestreamButton } from './livestream-button';

interface CourseListPageProps {
  type: CourseType | undefined;
  onType(type: CourseType | undefined): void;
}

/** /course (part 3 §2.16): a type filter and every course as a card, 4 a row on wide screens (part 3 §9). */
export function CourseListPage({ type, onType }: CourseListPageProps) {
  const { _ } = useLingui();
  usePageTitle(_('Courses'));
  const list = useQuery(courseListOptions(type));
  const rows = list.data?.records ?? [];
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
          <Stack gap="sm">
            <Group justify="space-between" gap="sm">
              <Title order={2} fz={{ base: 22, sm: 26 }}>
                {_('Course_List')}
              </Title>
              <LivestreamButton />
            </Group>
            <Chip.Group value={type === undefined ? 'all' : String(type)} onChange={(value) => onType(typeFilter(value))}>
              <Group gap="xs" data-testid="course-type-filter">
                <Chip value="all" size="sm" data-testid="course-type-all">
                  {_('All')}
                </Chip>
                {COURSE_TYPES.map((t) => (
                  <Chip key={t} value={String(t)} size="sm" data-testid={`course-type-${t}`}>
                    {_(COURSE_TYPE_LABEL[t])}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        </Paper>
        {list.isPending ? (
          <PageLoading />
        ) : rows.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl" data-testid="course-list-empty">
            {_('No_Courses')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: COURSE_GRID_COLUMNS }} spacing="lg" data-testid="course-list">
            {rows.map(({ course }) => (
              <CourseGridCard key={course.id} course={course} />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}

function CourseGridCard({ course }: { course: CourseCard }) {
  const { _, i18n } = useLingui();
  const price = priceText(course.price);
  return (
    <Card withBorder radius="md" padding="md" data-testid={`course-card-${course.id}`}>
      <Card.Section>
        <CourseImage src={course.image} alt={course.title} />
      </Card.Section>
      <Stack gap={8} mt="md" style={{ flex: 1 }}>
        <Badge variant="light" size="sm">
          {_(courseTypeLabel(course.type))}
        </Badge>
        <Text fw={700} lineClamp={2} data-testid="course-card-title">
          {course.title}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1 }}>
          {course.description}
        </Text>
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} stroke={1.6} />
          <Text size="xs" c="dimmed">
            {formatDay(course.startTime, i18n.locale)} – {formatDay(course.endTime, i18n.locale)}
          </Text>
        </Group>
        <Group justify="space-between" align="center" mt={4}>
          <Text fw={700} c={price ? 'red' : 'teal'} data-testid="course-card-price">
            {price ?? _('Course_Free')}
          </Text>
          <ButtonLink to="/course/$courseID" params={{ courseID: String(course.id) }} size="xs" variant="light" data-testid="course-card-details">
            {_('Course_Details')}
          </ButtonLink>
        </Group>
      </Stack>
    </Card>
  );
}
