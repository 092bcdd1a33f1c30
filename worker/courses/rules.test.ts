import { describe, expect, it } from 'vitest';
import { COURSE_MESSAGES } from '../../contract/rules/courses';
import { courseCard, courseSaveProblem, courseView, matchTeachers, type CourseRow } from './rules';

const row: CourseRow = {
  id: 7,
  title: 'C++ from zero',
  description: 'Eight weeks of basics',
  type: 1,
  image: '/api/public/img/0123456789abcdef0123456789abcdef.svg',
  signUpImage: null,
  priceCents: 39_990,
  startTime: 1_800_000_000,
  endTime: 1_800_604_800,
  replayTime: null,
  content: '## Plan',
  faq: '**Q** A',
  uid: 'u1',
  gmtCreate: 1_790_000_000,
  gmtModified: 1_790_000_100,
};

describe('course views', () => {
  it('show times as ISO 8601 and the price in yuan; the card leaves the details out', () => {
    const card = courseCard(row);
    expect(card).toEqual({ id: 7, title: 'C++ from zero', description: 'Eight weeks of basics', type: 1, image: row.image, price: 399.9, startTime: '2027-01-15T08:00:00.000Z', endTime: '2027-01-22T08:00:00.000Z', replayTime: null });
    expect(courseView({ ...row, replayTime: 1_801_000_000 })).toMatchObject({ replayTime: '2027-01-26T21:46:40.000Z', content: '## Plan', faq: '**Q** A', signUpImage: null, gmtCreate: '2026-09-21T14:13:20.000Z' });
  });
});

describe('courseSaveProblem', () => {
  it('refuses an end before the start and a teacher listed twice', () => {
    expect(courseSaveProblem({ startTime: 10, endTime: 10 }, ['a', 'b'])).toBeNull();
    expect(courseSaveProblem({ startTime: 10, endTime: 9 }, [])).toBe(COURSE_MESSAGES.timeCheck);
    expect(courseSaveProblem({ startTime: 10, endTime: 20 }, ['a', 'A'])).toBe(COURSE_MESSAGES.duplicateTeacher);
  });
});

describe('matchTeachers', () => {
  const found = [
    { id: 'u-t', username: 'Teacher' },
    { id: 'u-a', username: 'alice' },
  ];

  it('keeps the order the admin gave, matching names without case', () => {
    const result = matchTeachers(
      [
        { username: 'alice', profession: 'Coach' },
        { username: 'teacher', profession: 'Lecturer' },
      ],
      found,
    );
    expect(result).toEqual({
      ok: true,
      teachers: [
        { uid: 'u-a', profession: 'Coach', rank: 0 },
        { uid: 'u-t', profession: 'Lecturer', rank: 1 },
      ],
    });
  });

  it('names the first teacher without an account', () => {
    expect(matchTeachers([{ username: 'alice', profession: 'x' }, { username: 'nobody', profession: 'y' }], found)).toEqual({ ok: false, missing: 'nobody' });
  });
});
