import { describe, expect, it } from 'vitest';
import { parseAccountLimitRule } from '../../../../contract/rules/contests';
import { addStarUser, checkContestForm, localInputSeconds, newContestValues, sealChoices, toContestBody, withSeal } from './contest-form-model';

const base = () => ({ ...newContestValues(new Date('2026-03-01T10:00:00')), title: 'T', description: 'D', startTime: '2026-03-01T12:00', endTime: '2026-03-01T12:40' });

describe('contest form', () => {
  it('offers the seal options by duration and picks the default when switched on', () => {
    expect(sealChoices(40 * 60).map((c) => c.available)).toEqual([true, false, true]);
    expect(withSeal(base(), true).sealOption).toBe(2);
    expect(withSeal({ ...base(), endTime: '2026-03-01T17:00' }, true).sealOption).toBe(1);
    expect(withSeal({ ...base(), type: 1, endTime: '2026-03-01T17:00' }, true).sealOption).toBe(2);
  });
  it('checks the save rules', () => {
    expect(checkContestForm({ ...base(), title: ' ' })).toBe('Contest_Title_Required');
    expect(checkContestForm({ ...base(), endTime: '2026-03-01T11:00' })).toBe('Contets_Time_Check');
    expect(checkContestForm({ ...base(), endTime: '2026-03-01T12:00' })).toBe('Contest_Duration_Check');
    expect(checkContestForm({ ...base(), auth: 1, pwd: '' })).toMatch(/password/);
    expect(checkContestForm(base())).toBeNull();
  });
  it('warns on a duplicate star user', () => {
    expect(addStarUser(['a'], 'a')).toEqual({ list: ['a'], warning: 'Add_Star_User_Error' });
    expect(addStarUser(['a'], ' b ')).toEqual({ list: ['a', 'b'], warning: null });
  });
  it('sends minutes as seconds, the seal time of the option and the tagged account rule', () => {
    const values = { ...withSeal(base(), true), userDurationMinutes: 30, openAccountLimit: true, rulePrefix: 'team', ruleFrom: 1, ruleTo: 20, ruleExtra: 'alice\nbob' };
    const body = toContestBody(values);
    expect(body.userDuration).toBe(1800);
    expect(body.sealRankTime).toBe(body.startTime);
    expect(Date.parse(body.endTime) / 1000 - Date.parse(body.startTime) / 1000).toBe(2400);
    expect(localInputSeconds('')).toBeNull();
    expect(parseAccountLimitRule(body.accountLimitRule)).toEqual({ prefix: 'team', suffix: '', numberFrom: 1, numberTo: 20, extraAccount: ['alice', 'bob'] });
    expect(body.awardConfigList).toEqual([]);
  });
  it('shows contestants their own results during the seal unless the host turns it off (decision 44)', () => {
    expect(base().ownResultsInSeal).toBe(true);
    expect(toContestBody(withSeal(base(), true)).ownResultsInSeal).toBe(true);
    expect(toContestBody({ ...withSeal(base(), true), ownResultsInSeal: false }).ownResultsInSeal).toBe(false);
  });
});
