import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { compactTrainingSearch, trainingListQuery, TrainingListSearch, withTrainingFilter } from './training-list-search';

describe('training list search', () => {
  it('keeps valid filters and drops values that do not fit', () => {
    expect(v.parse(TrainingListSearch, { keyword: 42, categoryId: 3, auth: 'Private', currentPage: 2 })).toEqual({ keyword: '42', categoryId: 3, auth: 'Private', currentPage: 2 });
    expect(v.parse(TrainingListSearch, { categoryId: 'x', auth: 'Secret', currentPage: -4 })).toEqual({ categoryId: undefined, auth: undefined, currentPage: 1 });
  });

  it('a filter change returns to the first page and leaves unset filters out of the address', () => {
    expect(withTrainingFilter({ keyword: 'dp', currentPage: 4 }, { auth: 'Public' })).toEqual({ keyword: 'dp', auth: 'Public' });
    expect(withTrainingFilter({ keyword: 'dp', categoryId: 2 }, { categoryId: undefined, keyword: '' })).toEqual({});
    expect(compactTrainingSearch({ currentPage: 3 })).toEqual({ currentPage: 3 });
  });

  it('asks for 15 trainings a page', () => {
    expect(trainingListQuery({ keyword: '', currentPage: 2 })).toEqual({ keyword: undefined, categoryId: undefined, auth: undefined, currentPage: 2, limit: 15 });
  });
});
