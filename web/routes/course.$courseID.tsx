import { createFileRoute, notFound } from '@tanstack/react-router';
import { CourseDetailPage } from '../features/courses/course-detail-page';
import { cidOf } from '../lib/contest-route';

export const Route = createFileRoute('/course/$courseID')({
  beforeLoad: ({ params }) => {
    if (cidOf(params.courseID) === null) throw notFound();
  },
  component: CourseDetailRoute,
});

function CourseDetailRoute() {
  const { courseID } = Route.useParams();
  return <CourseDetailPage id={cidOf(courseID) ?? 0} />;
}
