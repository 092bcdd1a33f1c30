import { describe, expect, it } from 'vitest';
import { paperHistoryPath, paperPath, progressView, rankCellColor, rankShowName, scoreRate, trainingTabOf } from './training-model';

describe('training model', () => {
  it('finds the tab of a training path', () => {
    expect(trainingTabOf('/training/7')).toBe('introduction');
    expect(trainingTabOf('/training/7/')).toBe('introduction');
    expect(trainingTabOf('/training/7/problems')).toBe('problems');
    expect(trainingTabOf('/training/7/problem/P1000')).toBe('problems');
    expect(trainingTabOf('/training/7/papers')).toBe('papers');
    expect(trainingTabOf('/training/7/paper/3')).toBe('papers');
    expect(trainingTabOf('/training/7/paperhistory/3')).toBe('papers');
    expect(trainingTabOf('/training/7/rank')).toBe('rank');
    expect(trainingTabOf('/group/3/training/7')).toBe('introduction');
    expect(trainingTabOf('/group/3/training/7/problem/P1000')).toBe('problems');
    expect(trainingTabOf('/group/3/training/7/paperhistory/3')).toBe('papers');
    expect(trainingTabOf('/group/3/training/7/rank')).toBe('rank');
  });

  it('colours progress in steps of 20 percent', () => {
    expect(progressView(0, 0)).toEqual({ solved: 0, total: 0, percent: 0, color: 'red' });
    expect(progressView(1, 10).color).toBe('red');
    expect(progressView(2, 10)).toEqual({ solved: 2, total: 10, percent: 20, color: 'orange' });
    expect(progressView(4, 10).color).toBe('yellow');
    expect(progressView(6, 10).color).toBe('blue');
    expect(progressView(9, 10)).toMatchObject({ percent: 90, color: 'teal' });
    expect(progressView(3, 3)).toMatchObject({ percent: 100, color: 'green' });
    expect(progressView(5, 3)).toMatchObject({ solved: 3, percent: 100 });
    expect(progressView(1, 3).percent).toBe(33);
  });

  it('shows a score rate only after a submitted sheet', () => {
    expect(scoreRate(null, 10)).toBeNull();
    expect(scoreRate(7, 10)).toEqual({ text: '7 / 10', percent: 70 });
    expect(scoreRate(1, 3)).toEqual({ text: '1 / 3', percent: 33.33 });
    expect(scoreRate(0, 0)).toEqual({ text: '0 / 0', percent: 0 });
  });

  it('colours rank cells by status', () => {
    expect(rankCellColor(-10)).toBeNull();
    expect(rankCellColor(0)).toBe('green');
    expect(rankCellColor(-1)).toBe('red');
    expect(rankCellColor(1)).toBe('red');
    expect(rankCellColor(7)).toBe('blue');
  });

  it('names a rank row by the training setting, falling back to the username', () => {
    const row = { username: 'amy', nickname: 'Amy', realname: null };
    expect(rankShowName(row, 'nickname')).toBe('Amy');
    expect(rankShowName(row, 'realname')).toBe('amy');
    expect(rankShowName(row, 'username')).toBe('amy');
  });

  it('builds the paper, history and user home paths', () => {
    expect(paperPath('/training/4', 9)).toBe('/training/4/paper/9');
    expect(paperPath('/group/2/training/4', 9)).toBe('/group/2/training/4/paper/9');
    expect(paperHistoryPath('/training/4', 9, 12)).toBe('/training/4/paperhistory/9?historyId=12');
  });
});
