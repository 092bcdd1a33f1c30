import { describe, expect, it } from 'vitest';
import { chartDayLabels, contestHours, honorUserText, weekHasSubmissions } from './home-model';

describe('home panels', () => {
  it('label the chart’s days MM-DD', () => {
    expect(chartDayLabels({ dateStrList: ['2026-11-21', '2026-11-27'] })).toEqual(['11-21', '11-27']);
  });

  it('tell an empty week from one with submissions', () => {
    expect(weekHasSubmissions({ totalCountList: [0, 0, 0, 0, 0, 0, 0] })).toBe(false);
    expect(weekHasSubmissions({ totalCountList: [0, 0, 3, 0, 0, 0, 0] })).toBe(true);
  });

  it('show an honored user by real name and username, or the username alone', () => {
    expect(honorUserText({ realname: 'Li Hua', username: 'lihua' })).toBe('Li Hua (lihua)');
    expect(honorUserText({ realname: ' ', username: 'bob' })).toBe('bob');
    expect(honorUserText({ realname: null, username: 'bob' })).toBe('bob');
  });

  it('give a contest’s hours', () => {
    expect(contestHours(3 * 3600)).toBe('3');
    expect(contestHours(5400)).toBe('1.5');
  });
});
