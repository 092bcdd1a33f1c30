import { describe, expect, it } from 'vitest';
import { applyPatch, DEFAULT_SWITCHES, DEFAULT_WEB_CONFIG, mergeSection, publicConfig } from './rules';

describe('site configuration sections', () => {
  it('an unsaved or unreadable section reads as its defaults', () => {
    expect(mergeSection('web', undefined)).toEqual(DEFAULT_WEB_CONFIG);
    expect(mergeSection('switch', '{not json')).toEqual(DEFAULT_SWITCHES);
    expect(mergeSection('carousel', undefined)).toEqual([]);
  });

  it('a stored section lies over the defaults, so a key added later has a value', () => {
    expect(mergeSection('switch', JSON.stringify({ register: false }))).toEqual({ ...DEFAULT_SWITCHES, register: false });
  });

  it('the carousel must be a list', () => {
    expect(mergeSection('carousel', JSON.stringify([{ url: '/a.png' }]))).toEqual([{ url: '/a.png' }]);
    expect(mergeSection('carousel', JSON.stringify({ url: '/a.png' }))).toEqual([]);
  });

  it('a patch changes the fields sent and keeps the ones left out', () => {
    expect(applyPatch(DEFAULT_SWITCHES, { register: false, openContestComment: undefined })).toEqual({ ...DEFAULT_SWITCHES, register: false });
  });

  it('the public configuration leaves out baseUrl and adds the switches', () => {
    const shown = publicConfig({ ...DEFAULT_WEB_CONFIG, baseUrl: 'https://oj.example' }, DEFAULT_SWITCHES);
    expect(shown).not.toHaveProperty('baseUrl');
    expect(shown).toEqual({ ...DEFAULT_SWITCHES, projectName: 'HOJ Edge Online Judge', shortName: 'HOJ', description: DEFAULT_WEB_CONFIG.description, recordName: '', recordUrl: '', projectUrl: '' });
  });
});
