import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { compactSubmissionSearch, submissionListQuery, SubmissionListSearch, withSubmissionFilter } from './submission-list-search';

const parse = (input: Record<string, unknown>) => v.parse(SubmissionListSearch, input);

describe('SubmissionListSearch', () => {
  it('reads the parameters of the spec', () => {
    expect(parse({ onlyMine: true, status: 0, username: 'alice', problemID: 'P1000', completeProblemID: 'true', currentPage: 2, limit: 15 })).toEqual({
      onlyMine: true,
      status: 0,
      username: 'alice',
      problemID: 'P1000',
      completeProblemID: true,
      currentPage: 2,
      limit: 15,
    });
  });

  it('drops values that do not fit', () => {
    const search = parse({ status: 99, onlyMine: 'maybe', currentPage: 0 });
    expect(search.status).toBeUndefined();
    expect(search.onlyMine).toBeUndefined();
    expect(search.currentPage).toBe(1);
  });

  it('reads a numeric username or problem id as text', () => {
    expect(parse({ username: 123, problemID: 1000 })).toMatchObject({ username: '123', problemID: '1000' });
  });
});

describe('submission filters', () => {
  it('go back to page 1 and drop empty values', () => {
    expect(withSubmissionFilter({ currentPage: 4, username: 'bob' }, { status: -1 })).toEqual({ username: 'bob', status: -1 });
    expect(compactSubmissionSearch({ onlyMine: false, username: '', currentPage: 1, limit: 15 })).toEqual({});
  });

  it('send completeProblemID only with a problem id', () => {
    expect(submissionListQuery({ completeProblemID: true })).toMatchObject({ completeProblemID: undefined });
    expect(submissionListQuery({ problemID: 'P1', completeProblemID: true })).toMatchObject({ completeProblemID: true, limit: 15 });
  });
});
