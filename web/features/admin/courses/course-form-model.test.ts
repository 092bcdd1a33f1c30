import { describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../../contract/api/courses';
import { COURSE_FORM_PROBLEMS, courseBody, newCourseValues, valuesFromCourse, type CourseFormValues } from './course-form-model';

const detail: CourseDetail = {
  course: {
    id: 3,
    title: 'C++ from zero',
    description: 'Eight weeks',
    type: 2,
    image: '/api/public/img/a.svg',
    signUpImage: null,
    price: 19.9,
    startTime: '2027-03-01T08:00:00.000Z',
    endTime: '2027-04-26T08:00:00.000Z',
    replayTime: '2027-06-01T00:00:00.000Z',
    content: '## Plan',
    faq: '**Q**',
    gmtCreate: '2026-01-01T00:00:00.000Z',
    gmtModified: '2026-01-01T00:00:00.000Z',
  },
  teacherList: [{ uid: 'u', username: 'teacher', avatar: null, profession: 'Lecturer' }],
};

const problemOf = (values: CourseFormValues) => {
  const result = courseBody(values, null);
  return result.ok ? null : result.problem;
};

describe('the course form', () => {
  it('sends an edited course back as it came, times as ISO 8601, teachers in order', () => {
    const result = courseBody(valuesFromCourse(detail), 3);
    expect(result).toEqual({
      ok: true,
      body: {
        course: { id: 3, title: 'C++ from zero', description: 'Eight weeks', type: 2, image: '/api/public/img/a.svg', signUpImage: null, price: 19.9, startTime: '2027-03-01T08:00:00.000Z', endTime: '2027-04-26T08:00:00.000Z', replayTime: '2027-06-01T00:00:00.000Z', content: '## Plan', faq: '**Q**' },
        teacherList: [{ username: 'teacher', profession: 'Lecturer' }],
      },
    });
  });

  it('starts a new course a week ahead, running eight weeks, free, without teachers', () => {
    const values = newCourseValues(new Date('2027-01-01T12:00:00'));
    expect(values).toMatchObject({ title: '', price: 0, teachers: [], replayTime: '', startTime: '2027-01-08T19:00', endTime: '2027-03-05T19:00' });
  });

  it('names the first thing still missing or wrong', () => {
    const good = valuesFromCourse(detail);
    expect(problemOf({ ...good, title: ' ' })).toBe(COURSE_FORM_PROBLEMS.title);
    expect(problemOf({ ...good, description: '' })).toBe(COURSE_FORM_PROBLEMS.description);
    expect(problemOf({ ...good, startTime: '' })).toBe(COURSE_FORM_PROBLEMS.time);
    expect(problemOf({ ...good, endTime: '2020-01-01T00:00' })).toBe(COURSE_FORM_PROBLEMS.order);
    expect(problemOf({ ...good, price: 1.005 })).toBe(COURSE_FORM_PROBLEMS.price);
    expect(problemOf({ ...good, price: -2 })).toBe(COURSE_FORM_PROBLEMS.price);
    expect(problemOf({ ...good, teachers: [{ username: 'teacher', profession: '' }] })).toBe(COURSE_FORM_PROBLEMS.teacher);
    expect(problemOf({ ...good, teachers: [{ username: 'teacher', profession: 'a' }, { username: 'TEACHER ', profession: 'b' }] })).toBe(COURSE_FORM_PROBLEMS.duplicateTeacher);
    expect(problemOf({ ...good, replayTime: '' })).toBeNull();
  });
});
