import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { COURSE_TYPES } from '../../contract/rules/courses';
import { CourseListPage } from '../features/courses/course-list-page';
import { dropped } from '../lib/search-values';

/** ?type= keeps the chosen course type in the address. */
const CourseListSearch = v.object({ type: dropped(v.picklist(COURSE_TYPES)) });

export const Route = createFileRoute('/course/')({
  validateSearch: CourseListSearch,
  component: CourseListRoute,
});

function CourseListRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <CourseListPage type={type} onType={(next) => void navigate({ search: next === undefined ? {} : { type: next } })} />;
}
