import { describe, expect, it } from 'vitest';
import { applyErrors, groupFormErrors, textWidthUnits, truncateToUnits, type GroupFormValues } from './group-model';

const good: GroupFormValues = { name: 'Class One', shortName: 'classa', brief: 'A good class', description: 'We learn things', auth: 3, code: 'ABC123', visible: true };

describe('group form rules', () => {
  it('accepts a complete private group', () => {
    expect(groupFormErrors(good)).toEqual({});
  });
  it("answers the spec's keys for each field", () => {
    expect(groupFormErrors({ ...good, name: 'abc' }).name).toBe('Group_Name_Check_Min_Max');
    expect(groupFormErrors({ ...good, name: '  ' }).name).toBe('Group_Name_Check_Required');
    expect(groupFormErrors({ ...good, shortName: 'a'.repeat(11) }).shortName).toBe('Group_Short_Name_Check_Min_Max');
    expect(groupFormErrors({ ...good, brief: '' }).brief).toBe('Group_Brief_Check_Required');
    expect(groupFormErrors({ ...good, description: 'x'.repeat(1001) }).description).toBe('Group_Description_Check_Min_Max');
    expect(groupFormErrors({ ...good, auth: null }).auth).toBe('Group_Auth_Check_Required');
    expect(groupFormErrors({ ...good, code: '' }).code).toBe('Group_Code_Check_Required');
    expect(groupFormErrors({ ...good, code: '12345' }).code).toBe('Group_Code_Check_Min_Max');
  });
  it('needs no code for a public group', () => {
    expect(groupFormErrors({ ...good, auth: 1, code: '' })).toEqual({});
  });
});

describe('application rules', () => {
  it('needs nothing for public groups', () => {
    expect(applyErrors(1, '', '')).toEqual({});
  });
  it('needs a 5-100 reason for protected groups', () => {
    expect(applyErrors(2, '', '')).toEqual({ reason: 'Apply_Reason_Check_Required' });
    expect(applyErrors(2, 'hey', '')).toEqual({ reason: 'Apply_Reason_Check_Min_Max' });
    expect(applyErrors(2, 'let me in please', '')).toEqual({});
  });
  it('needs the reason and a 6-character code for private groups', () => {
    expect(applyErrors(3, 'let me in please', '')).toEqual({ code: 'Group_Code_Check_Required' });
    expect(applyErrors(3, 'let me in please', '1234567')).toEqual({ code: 'Group_Code_Check_Min_Max' });
    expect(applyErrors(3, 'let me in please', '123456')).toEqual({});
  });
});

describe('name width', () => {
  it('counts full-width characters twice', () => {
    expect(textWidthUnits('abc')).toBe(3);
    expect(textWidthUnits('团队ab')).toBe(6);
  });
  it('truncates at about 26 units', () => {
    expect(truncateToUnits('short')).toBe('short');
    const cut = truncateToUnits('a'.repeat(40));
    expect(cut.endsWith('…')).toBe(true);
    expect(textWidthUnits(cut)).toBeLessThanOrEqual(26);
    expect(textWidthUnits(truncateToUnits('团'.repeat(20)))).toBeLessThanOrEqual(26);
  });
});
