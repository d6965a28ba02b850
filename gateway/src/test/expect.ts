import { expect } from 'vitest';
import type { OutgoingMail } from '../mail/mailer.js';
import type { GqlResponse, RestResponse } from './gateway.js';

/** Things a client must never see: stack frames, source paths, SQL, driver errors. */
const INTERNALS =
  /\n\s+at |\bat (?:async )?\S+ \(|node_modules|\/src\/|\/dist\/|\.[cm]?[jt]s:\d+|stacktrace|exception|\bselect\b.+\bfrom\b|\binsert into\b|\bupdate\b.+\bset\b|SQLSTATE|byte sequence|ECONNREFUSED|relation "|column "/i;

export function expectNoInternals(text: string) {
  expect(text, 'the answer shows internal detail').not.toMatch(INTERNALS);
}

/** The legacy success envelope: { data, message? } and nothing else. */
export function expectRestSuccess(res: RestResponse, status = 200, message?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toBeTypeOf('object');
  expect(res.body).toHaveProperty('data');
  for (const key of Object.keys(res.body)) expect(['data', 'message']).toContain(key);
  if (message === undefined) expect(res.body).not.toHaveProperty('message');
  else expect(res.body.message).toBe(message);
  return res.body.data;
}

/** The legacy error envelope: { message, errors: [...] } (with code and fieldErrors), no data, no internals. */
export function expectRestError(res: RestResponse, status: number, message?: string) {
  expect(res.status, res.text).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).not.toHaveProperty('data');
  expect(res.body.message).toBeTypeOf('string');
  expect(res.body.message.length).toBeGreaterThan(0);
  expect(Array.isArray(res.body.errors)).toBe(true);
  expect(res.body.errors.length).toBeGreaterThan(0);
  for (const e of res.body.errors) expect(e).toBeTypeOf('string');
  if (message !== undefined) {
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toContain(message);
  }
  expectNoInternals(res.text);
  return res.body as { message: string; errors: string[]; code?: string; fieldErrors?: Record<string, string> };
}

/** A GraphQL answer with data and no errors. */
export function gqlData<T>(res: GqlResponse<T>): T {
  expect(res.body.errors, JSON.stringify(res.body.errors)).toBeUndefined();
  expect(res.status).toBe(200);
  return res.body.data as T;
}

/** The first GraphQL error, checked for its code (and message). */
export function gqlError(res: GqlResponse, code: string | string[], message?: string) {
  expect(res.body.errors?.length, JSON.stringify(res.body)).toBeGreaterThan(0);
  const error = res.body.errors![0]!;
  if (Array.isArray(code)) expect(code).toContain(error.extensions?.['code']);
  else expect(error.extensions?.['code'], JSON.stringify(error)).toBe(code);
  if (message !== undefined) expect(error.message).toBe(message);
  expectNoInternals(JSON.stringify(res.body));
  return error;
}

/** The reset token in the link of a password reset mail. */
export function resetTokenFrom(mail: OutgoingMail | undefined): string {
  expect(mail, 'no mail was sent').toBeDefined();
  const link = /https?:\/\/\S*[?&]resetToken=([^&\s]+)/.exec(mail!.text);
  expect(link, `no reset link in: ${mail!.text}`).not.toBeNull();
  return decodeURIComponent(link![1]!);
}
