import { describe, expect, it } from 'vitest';
import { checkTrainingForm, newTrainingValues, parseProblemRank, toTrainingBody, valuesFromTraining } from './training-form-model';

const valid = () => ({ ...newTrainingValues(3), title: 'Loops', description: 'Practise **loops**.' });

describe('training form', () => {
  it('starts at rank 1000, public, shown, named by username', () => {
    expect(newTrainingValues(null)).toMatchObject({ rank: 1000, auth: 'Public', status: true, rankShowName: 'username', categoryId: null });
  });

  it('mirrors the server save rules', () => {
    expect(checkTrainingForm(valid())).toBeNull();
    expect(checkTrainingForm({ ...valid(), rank: '' })).toBe('Training_Rank_Check');
    expect(checkTrainingForm({ ...valid(), rank: -1 })).toBe('Training_Rank_Check');
    expect(checkTrainingForm({ ...valid(), rank: 2_147_483_648 })).toBe('Training_Rank_Check');
    expect(checkTrainingForm({ ...valid(), rank: 2_147_483_647 })).toBeNull();
    expect(checkTrainingForm({ ...valid(), rank: 0 })).toBeNull();
    expect(checkTrainingForm({ ...valid(), title: '  ' })).toBe('Training_Title_Required');
    expect(checkTrainingForm({ ...valid(), title: 'x'.repeat(256) })).toBe('Training_Title_Too_Long');
    expect(checkTrainingForm({ ...valid(), description: '' })).toBe('Training_Description_Required');
    expect(checkTrainingForm({ ...valid(), categoryId: null })).toBe('Choose a training category');
    expect(checkTrainingForm({ ...valid(), auth: 'Private', privatePwd: ' ' })).toBe('A private training needs a password');
    expect(checkTrainingForm({ ...valid(), auth: 'Private', privatePwd: 'secret' })).toBeNull();
  });

  it('sends no password for a public training', () => {
    const body = toTrainingBody({ ...valid(), privatePwd: 'left over' });
    expect(body).toEqual({
      training: { id: null, rank: 1000, title: 'Loops', description: 'Practise **loops**.', auth: 'Public', privatePwd: null, rankShowName: 'username', status: true, gid: null },
      trainingCategory: { id: 3 },
    });
    expect(toTrainingBody({ ...valid(), auth: 'Private', privatePwd: 'pw' }).training.privatePwd).toBe('pw');
  });

  it('fills the form from a stored training', () => {
    const values = valuesFromTraining({
      training: { id: 5, rank: 7, title: 'T', description: 'D', auth: 'Private', privatePwd: 'pw', rankShowName: 'nickname', status: false, gid: null, author: 'root', gmtCreate: '', gmtModified: '' },
      trainingCategory: { id: 2, name: 'Basics', color: '#fff', gid: null },
    });
    expect(values).toEqual({ id: 5, rank: 7, title: 'T', description: 'D', categoryId: 2, auth: 'Private', privatePwd: 'pw', rankShowName: 'nickname', status: false });
  });

  it('reads an inline problem rank', () => {
    expect(parseProblemRank('12')).toBe(12);
    expect(parseProblemRank(' 0 ')).toBe(0);
    expect(parseProblemRank('2147483647')).toBe(2_147_483_647);
    expect(parseProblemRank('2147483648')).toBeNull();
    expect(parseProblemRank('-3')).toBeNull();
    expect(parseProblemRank('1.5')).toBeNull();
    expect(parseProblemRank('')).toBeNull();
  });
});
