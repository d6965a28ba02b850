import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as rules from '../../schema/src/rules/index.js';

/**
 * Walks the zod rules of schema/src/rules (the spec's limits and messages,
 * shared by the browser and the gateway) and pins every message they carry:
 * each rule has cases below whose expected messages are the spec's own texts,
 * written out here. A new rule, a new message or a changed text fails this
 * test until it is pinned.
 */

type Cases = { valid: unknown[]; invalid: Array<{ input: unknown; errors: Record<string, string> }> };

const long = (n: number, ch = 'a') => ch.repeat(n);
const person = { firstName: 'Ruth', lastName: 'Lindqvist', email: 'ruth_l@example.com' };
const memory = { memoryType: 1, dateOfMemory: '2001-06-02', title: 'Summer at the orchard', memory: '<p>We picked pears all day.</p>', memoryAddingPerson: person };

const CASES: Record<string, Cases> = {
  loginRule: {
    valid: [{ email: 'arranger@demo.test', password: 'x' }, { email: '  someone@example.email ', password: 'p' }],
    invalid: [
      { input: { email: '', password: '' }, errors: { email: 'Email-Id is required', password: 'Password is required' } },
      { input: {}, errors: { email: 'Email-Id is required', password: 'Password is required' } },
      { input: { email: '   ', password: 'x' }, errors: { email: 'Email-Id is required' } },
      { input: { email: 'not-an-address', password: 'x' }, errors: { email: 'Invalid Email' } },
    ],
  },
  forgotPasswordRule: {
    valid: [{ email: 'arranger@demo.test' }],
    invalid: [
      { input: { email: '' }, errors: { email: 'E-mail Id is required' } },
      { input: {}, errors: { email: 'E-mail Id is required' } },
      { input: { email: 'nope' }, errors: { email: 'Invalid Email' } },
    ],
  },
  newPasswordRule: {
    valid: ['abcdef', long(20)],
    invalid: [
      { input: '', errors: { _: 'New Password is required' } },
      { input: undefined, errors: { _: 'New Password is required' } },
      { input: 'abcde', errors: { _: 'Password has to be longer than 6 characters!' } },
      { input: long(21), errors: { _: 'Password has to be shorter than 20 characters!' } },
    ],
  },
  resetPasswordRule: {
    valid: [{ token: 't', password: 'abcdef' }],
    invalid: [
      { input: { token: 't', password: '' }, errors: { password: 'New Password is required' } },
      { input: { token: 't', password: 'abc' }, errors: { password: 'Password has to be longer than 6 characters!' } },
      { input: { token: 't', password: long(21) }, errors: { password: 'Password has to be shorter than 20 characters!' } },
    ],
  },
  addressRule: {
    valid: [{}, { line1: long(50), line2: null, city: 'Colma', zipcode: '94014' }],
    invalid: [
      { input: { line1: long(51) }, errors: { line1: 'Address line should be less than 51 characters' } },
      { input: { line2: long(51) }, errors: { line2: 'Address line should be less than 51 characters' } },
    ],
  },
  memoryPersonRule: {
    valid: [person, { ...person, phoneNumber: '6505502300' }, { ...person, phoneNumber: '' }, { ...person, address: { line1: '1 Main St' } }],
    invalid: [
      { input: {}, errors: { firstName: 'First Name is required', lastName: 'Last Name is required', email: 'Email is required' } },
      { input: { ...person, firstName: ' ', lastName: '' }, errors: { firstName: 'First Name is required', lastName: 'Last Name is required' } },
      { input: { ...person, firstName: long(51), lastName: long(51) }, errors: { firstName: 'First Name should be less than 50 characters', lastName: 'Last Name should be less than 50 characters' } },
      { input: { ...person, email: '' }, errors: { email: 'Email is required' } },
      // The spec's pattern: a 2 to 3 letter suffix.
      { input: { ...person, email: 'ruth@example.email' }, errors: { email: 'Invalid Email Address' } },
      { input: { ...person, email: 'ruth+1@example.com' }, errors: { email: 'Invalid Email Address' } },
      { input: { ...person, phoneNumber: '650550230' }, errors: { phoneNumber: 'Please enter valid Phone Number' } },
      { input: { ...person, phoneNumber: '(650) 550-2300' }, errors: { phoneNumber: 'Please enter valid Phone Number' } },
      { input: { ...person, address: { line1: long(51) } }, errors: { 'address.line1': 'Address line should be less than 51 characters' } },
    ],
  },
  shareMemoryRule: {
    valid: [memory, { ...memory, memoryType: 9 }, { ...memory, title: long(254), memory: long(5000) }],
    invalid: [
      { input: { ...memory, memoryType: undefined }, errors: { memoryType: 'Type of memory is required' } },
      { input: { ...memory, memoryType: 12 }, errors: { memoryType: 'Type of memory is required' } },
      { input: { ...memory, dateOfMemory: '' }, errors: { dateOfMemory: 'Date of memory is required' } },
      { input: { ...memory, dateOfMemory: undefined }, errors: { dateOfMemory: 'Date of memory is required' } },
      { input: { ...memory, dateOfMemory: '2999-01-01' }, errors: { dateOfMemory: 'Date of memory cannot be in the future' } },
      { input: { ...memory, title: '   ' }, errors: { title: 'Memory title is required' } },
      { input: { ...memory, title: long(255) }, errors: { title: 'Memory title should be less than 255 characters' } },
      { input: { ...memory, memory: '<p> </p>' }, errors: { memory: 'Memory is required' } },
      { input: { ...memory, memory: undefined }, errors: { memory: 'Memory is required' } },
      { input: { ...memory, memory: `<p>${long(5001)}</p>` }, errors: { memory: 'Memory should be less than 5000 characters' } },
      { input: { ...memory, memoryAddingPerson: { ...person, email: 'x' } }, errors: { 'memoryAddingPerson.email': 'Invalid Email Address' } },
    ],
  },
  editTitleRule: {
    valid: [{ title: 'A title' }, { title: long(255) }],
    invalid: [
      { input: { title: ' ' }, errors: { title: 'Title should not be empty' } },
      { input: {}, errors: { title: 'Title should not be empty' } },
      { input: { title: long(256) }, errors: { title: 'Memory Title should be less than 255 characters' } },
    ],
  },
  editMemoryRule: {
    valid: [{ memory: '<p>Text</p>' }, { memory: long(5000) }],
    invalid: [
      { input: { memory: '<p></p>' }, errors: { memory: 'Memory Description should not be empty' } },
      { input: {}, errors: { memory: 'Memory Description should not be empty' } },
      { input: { memory: long(5001) }, errors: { memory: 'Memory Description should be less than 5000 characters' } },
    ],
  },
  rejectRule: {
    valid: [{ rejectedReason: 'Not about Eleanor' }],
    invalid: [
      { input: { rejectedReason: '  ' }, errors: { rejectedReason: 'Reason is required*' } },
      { input: {}, errors: { rejectedReason: 'Reason is required*' } },
    ],
  },
};

/** Rules that take a parameter, with the cases of their other settings. */
const PARAMETERISED: Record<string, Array<{ args: unknown[]; cases: Cases }>> = {
  shareMemoryRule: [
    {
      // The standalone share page allows 4999 characters.
      args: [4999],
      cases: {
        valid: [{ ...memory, memory: long(4999) }],
        invalid: [{ input: { ...memory, memory: long(5000) }, errors: { memory: 'Memory should be less than 5000 characters' } }],
      },
    },
  ],
};

const isSchema = (v: unknown): v is z.ZodType => !!v && typeof v === 'object' && '_zod' in v;

/** Every exported zod schema, and every exported *Rule factory called with its defaults. */
function exportedRules(): Map<string, z.ZodType> {
  const found = new Map<string, z.ZodType>();
  for (const [name, value] of Object.entries(rules)) {
    if (isSchema(value)) found.set(name, value);
    else if (typeof value === 'function' && /Rule$/.test(name)) {
      const built = (value as () => unknown)();
      if (isSchema(built)) found.set(name, built);
    }
  }
  return found;
}

/** The custom messages a schema carries anywhere in its tree (type errors, checks, refinements, formats). */
function messagesIn(schema: unknown, out = new Set<string>(), seen = new Set<unknown>()): Set<string> {
  if (!isSchema(schema) || seen.has(schema)) return out;
  seen.add(schema);
  const def = (schema as any)._zod.def;
  const take = (error: unknown) => {
    if (typeof error !== 'function') return;
    const message = error({ code: 'custom', input: undefined, path: [] });
    if (typeof message === 'string') out.add(message);
    else if (message && typeof message.message === 'string') out.add(message.message);
  };
  take(def.error);
  for (const check of def.checks ?? []) take(check?._zod?.def?.error);
  for (const key of ['in', 'out', 'innerType', 'element', 'valueType', 'keyType', 'catchall', 'left', 'right']) messagesIn(def[key], out, seen);
  for (const option of def.options ?? []) messagesIn(option, out, seen);
  for (const item of def.items ?? []) messagesIn(item, out, seen);
  if (def.shape) for (const child of Object.values(def.shape)) messagesIn(child, out, seen);
  return out;
}

function run(schema: z.ZodType, cases: Cases) {
  for (const input of cases.valid) expect(rules.check(schema, input), `valid input refused: ${JSON.stringify(input)?.slice(0, 120)}`).toBeNull();
  for (const { input, errors } of cases.invalid) {
    expect(rules.check(schema, input), `messages for ${JSON.stringify(input)?.slice(0, 120)}`).toEqual(errors);
  }
}

/** Every message some case expects (and, by its test, gets): a rule that embeds another relies on that one's cases. */
const PINNED = new Set(
  [...Object.values(CASES), ...Object.values(PARAMETERISED).flat().map((p) => p.cases)].flatMap((c) => c.invalid.flatMap((i) => Object.values(i.errors))),
);

describe('the zod rules of schema/src/rules', () => {
  const found = exportedRules();

  it('finds the rules', () => {
    expect(found.size).toBeGreaterThanOrEqual(4);
    expect([...found.keys()]).toEqual(expect.arrayContaining(['loginRule', 'forgotPasswordRule', 'newPasswordRule', 'resetPasswordRule']));
  });

  it('has pinned cases for every exported rule', () => {
    expect([...found.keys()].filter((name) => !(name in CASES)), 'rules without cases in gateway/src/rules.test.ts').toEqual([]);
    expect(Object.keys(CASES).filter((name) => !found.has(name)), 'cases for rules that no longer exist').toEqual([]);
  });

  for (const name of Object.keys(CASES)) {
    it(`${name}: accepts the valid cases and answers the spec's messages, and every message it carries is pinned`, () => {
      const schema = found.get(name);
      expect(schema, `${name} is not exported by schema/src/rules`).toBeDefined();
      run(schema!, CASES[name]!);
      const carried = messagesIn(schema);
      for (const { args, cases } of PARAMETERISED[name] ?? []) {
        const built = (rules as unknown as Record<string, (...a: unknown[]) => z.ZodType>)[name]!(...args);
        run(built, cases);
        messagesIn(built, carried);
      }
      expect(carried.size, `${name} carries no message`).toBeGreaterThan(0);
      expect([...carried].filter((m) => !PINNED.has(m)), `${name} carries messages that no case pins`).toEqual([]);
    });
  }

  it('checkVideoLinks answers the spec messages for duplicate and malformed links', () => {
    const yt = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(rules.checkVideoLinks(`${yt} https://vimeo.com/123456789`, true)).toEqual({ links: [yt, 'https://vimeo.com/123456789'], errors: null });
    expect(rules.checkVideoLinks(`${yt}  ${yt} http://youtu.be/dQw4w9WgXcQ`, true).errors).toEqual({ 'videoLinks.1': 'Duplicate value', 'videoLinks.2': 'Invalid URL format' });
    const tribute = 'https://www.tributeslideshow.com/tributes/eleanor-whitmore';
    expect(rules.checkVideoLinks(tribute, true).errors).toEqual({ 'videoLinks.0': 'Invalid URL format' });
    expect(rules.checkVideoLinks(tribute, false).errors).toBeNull();
  });
});
