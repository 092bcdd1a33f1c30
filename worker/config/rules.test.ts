import { describe, expect, it } from 'vitest';
import { applyPatch, DEFAULT_JUDGE_SETTINGS, DEFAULT_SMTP, DEFAULT_SWITCHES, DEFAULT_WEB_CONFIG, mailDelivery, mergeSection, nextSecret, publicConfig, smsView, smtpView } from './rules';

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

  it('the mail and SMS sections answer whether a secret is set, never the secret', () => {
    const smtp = { ...DEFAULT_SMTP, host: 'smtp.example.com', port: 465, ssl: true, username: 'oj', password: 'p4ss' };
    expect(smtpView(smtp, 'section')).toEqual({ host: 'smtp.example.com', port: 465, ssl: true, username: 'oj', sender: '', passwordSet: true, delivery: 'section' });
    expect(JSON.stringify(smtpView(smtp, 'section'))).not.toContain('p4ss');
    expect(smtpView(DEFAULT_SMTP, 'none').passwordSet).toBe(false);
    const sms = smsView({ region: 'cn', domain: 'd', accessKey: 'ak', signName: 's', templateCode: 't', secret: 'sk' });
    expect(sms).toEqual({ region: 'cn', domain: 'd', accessKey: 'ak', signName: 's', templateCode: 't', secretSet: true });
  });

  it('mail goes to the dev mailbox locally, else to the section’s server once it names a host, else to the secrets’ server', () => {
    expect(mailDelivery(true, { host: 'smtp.example.com' }, 'secret.example.com')).toBe('dev_mailbox');
    expect(mailDelivery(false, { host: 'smtp.example.com' }, 'secret.example.com')).toBe('section');
    expect(mailDelivery(false, { host: '' }, 'secret.example.com')).toBe('secrets');
    expect(mailDelivery(false, { host: '' }, undefined)).toBe('none');
  });

  it('a secret left out keeps its value, null removes it, a text replaces it', () => {
    expect(nextSecret('old', undefined)).toBe('old');
    expect(nextSecret('old', null)).toBe('');
    expect(nextSecret('old', 'new')).toBe('new');
  });

  it('the judge section starts without a wait between submissions', () => {
    expect(mergeSection('judge', undefined)).toEqual(DEFAULT_JUDGE_SETTINGS);
    expect(DEFAULT_JUDGE_SETTINGS.submitInterval).toBe(0);
  });
});
