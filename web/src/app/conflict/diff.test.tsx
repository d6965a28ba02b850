import { describe, expect, it } from 'vitest';
import { SAVE_CONFLICT } from '@memorial/schema';
import { conflictFields, displayValue, fieldLabel, fieldText } from './diff';

describe('the fields of a save conflict (issue 27)', () => {
  it('lists, field by field, where the typed values and the saved ones differ, and which the person changed', () => {
    const loaded = { notes: 'a', email: '', kin: [{ firstName: 'Ann', id: 1 }], phone: { code: '+1', number: '555' } };
    const typed = { notes: 'mine', email: '', kin: [{ firstName: 'Anne', id: 1 }], phone: { code: '+1', number: '555' } };
    const saved = { notes: 'theirs', email: 'x@example.com', kin: [{ firstName: 'Ann', id: 1 }], phone: { code: '+44', number: '555' } };
    expect(conflictFields(typed, saved, loaded)).toEqual([
      { path: 'notes', yours: 'mine', saved: 'theirs', changedByYou: true },
      { path: 'email', yours: '', saved: 'x@example.com', changedByYou: false },
      { path: 'kin[0].firstName', yours: 'Anne', saved: 'Ann', changedByYou: true },
      { path: 'phone.code', yours: '+1', saved: '+44', changedByYou: false },
    ]);
  });

  it('takes a list whose length changed as one field, and null, absent and empty as the same nothing', () => {
    expect(conflictFields({ kin: [1], a: null }, { kin: [1, 2], a: '' }, { kin: [1], a: undefined })).toEqual([
      { path: 'kin', yours: [1], saved: [1, 2], changedByYou: false },
    ]);
  });

  it('shows values as text: empty, yes and no, lists and groups by their parts, rich text as its text', () => {
    expect(displayValue('')).toBe(SAVE_CONFLICT.empty);
    expect(displayValue(null)).toBe(SAVE_CONFLICT.empty);
    expect(displayValue(true)).toBe(SAVE_CONFLICT.yes);
    expect(displayValue(false)).toBe(SAVE_CONFLICT.no);
    expect(
      displayValue([
        { first: 'Ann', last: 'Lee' },
        { first: 'Bo', last: '' },
      ]),
    ).toBe('Ann, Lee; Bo');
    expect(displayValue('<p>Eleanor, <strong>our</strong> teacher.</p>')).toBe('Eleanor, our teacher.');
  });

  it("names a field by the form's own label (without the required mark) and a select's value by its option", () => {
    const form = document.createElement('form');
    form.innerHTML = `
      <label for="f1">First Name <span>*</span></label><input id="f1" name="firstName" />
      <label for="g">Gender</label><select id="g" name="gender"><option value="">Select…</option><option value="1">Female</option></select>
      <label for="k">Button text</label><input id="k" name="links.0.donationUrlName" />`;
    expect(fieldLabel(form, 'firstName')).toBe('First Name');
    expect(fieldLabel(form, 'links[0].donationUrlName')).toBe('Button text');
    expect(fieldLabel(form, 'kin[1].preferredLastName')).toBe('Preferred last name (2)');
    expect(fieldText(form, 'gender', '1')).toBe('Female');
    expect(fieldText(form, 'gender', '')).toBe(SAVE_CONFLICT.empty);
  });
});
