import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BASELINES, describeChanges } from './contract.js';
import { diffOpenApi, type ContractChange } from './openapi-diff.js';

/** The OpenAPI comparison on planted changes: each kind of breaking change is caught, additions pass. */

type Doc = { paths: Record<string, Record<string, any>>; components: { schemas: Record<string, any> } };

/** A small document in the shape the gateway produces: a read with a query, a write with a body, a shared schema. */
function document(): Doc {
  return {
    paths: {
      '/memories/{opi}': {
        parameters: [{ name: 'opi', in: 'path', required: true, schema: { type: 'string' } }],
        get: {
          parameters: [
            { name: 'limit', in: 'query', required: false, schema: { type: 'integer' } },
            { name: 'status', in: 'query', required: false, schema: { type: 'string', enum: ['PENDING', 'APPROVED'] } },
          ],
          security: [],
          responses: {
            '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/MemoryPage' } } } },
            '404': { description: 'not found' },
          },
        },
        post: {
          security: [{ bearer: [] }],
          requestBody: {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: { title: { type: 'string' }, type: { type: 'string', enum: ['TEXT', 'PHOTO'] }, note: { type: ['string', 'null'] } },
                  required: ['title'],
                },
              },
            },
          },
          responses: { '201': { description: 'created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Memory' } } } } },
        },
      },
      '/data': { get: { security: [], responses: { '200': { description: 'ok' } } } },
    },
    components: {
      schemas: {
        Memory: {
          type: 'object',
          properties: {
            id: { type: 'integer' },
            title: { type: 'string' },
            state: { type: 'string', enum: ['PENDING', 'APPROVED'] },
            replies: { type: 'array', items: { $ref: '#/components/schemas/Memory' } },
          },
          required: ['id', 'title'],
        },
        MemoryPage: {
          type: 'object',
          properties: { data: { type: 'array', items: { $ref: '#/components/schemas/Memory' } }, total: { type: 'integer' } },
          required: ['data'],
        },
      },
    },
  };
}

/** The changes a planted edit of the document causes. */
function changesAfter(edit: (doc: Doc) => void): ContractChange[] {
  const after = document();
  edit(after);
  return diffOpenApi(document(), after);
}

const breaking = (changes: ContractChange[]) => changes.filter((c) => c.level === 'breaking').map((c) => `${c.where}: ${c.message}`);
const post = (doc: Doc) => doc.paths['/memories/{opi}']!['post'];
const get = (doc: Doc) => doc.paths['/memories/{opi}']!['get'];
const body = (doc: Doc) => post(doc).requestBody.content['application/json'].schema;

describe('the OpenAPI comparison', () => {
  it('finds nothing between a document and itself, recursive schemas included', () => {
    expect(diffOpenApi(document(), document())).toEqual([]);
  });

  it.each<[string, (doc: Doc) => void, string | string[]]>([
    ['a removed path', (d) => delete d.paths['/data'], 'GET /data: operation removed'],
    ['a removed operation', (d) => delete d.paths['/memories/{opi}']!['post'], 'POST /memories/{opi}: operation removed'],
    ['a removed parameter', (d) => get(d).parameters.shift(), 'GET /memories/{opi}: query parameter `limit` removed'],
    ['a removed path-level parameter', (d) => (d.paths['/memories/{opi}']!['parameters'] = []), ['GET /memories/{opi}: path parameter `opi` removed', 'POST /memories/{opi}: path parameter `opi` removed']],
    ['a parameter made required', (d) => (get(d).parameters[0].required = true), 'GET /memories/{opi}: query parameter `limit` made required'],
    [
      'a new required parameter',
      (d) => get(d).parameters.push({ name: 'page', in: 'query', required: true, schema: { type: 'integer' } }),
      'GET /memories/{opi}: new required query parameter `page`',
    ],
    ['a parameter type changed', (d) => (get(d).parameters[0].schema.type = 'string'), 'GET /memories/{opi} query parameter `limit`: type changed from integer to string'],
    ['an enum value removed from a parameter', (d) => get(d).parameters[1].schema.enum.pop(), 'GET /memories/{opi} query parameter `status`: enum value "APPROVED" removed'],
    ['a body property made required', (d) => body(d).required.push('type'), 'POST /memories/{opi} request body (application/json): property `type` made required'],
    [
      'a new required body property',
      (d) => {
        body(d).properties.captcha = { type: 'string' };
        body(d).required.push('captcha');
      },
      'POST /memories/{opi} request body (application/json): new required property `captcha`',
    ],
    ['an enum value removed from a body', (d) => body(d).properties.type.enum.pop(), 'POST /memories/{opi} request body (application/json).type: enum value "PHOTO" removed'],
    ['a nullable body property made non-null', (d) => (body(d).properties.note.type = 'string'), 'POST /memories/{opi} request body (application/json).note: type changed from string | null to string'],
    ['a body no longer in JSON', (d) => (post(d).requestBody.content = { 'multipart/form-data': { schema: { type: 'object' } } }), 'POST /memories/{opi} request body: no longer accepts application/json'],
    ['a body made required', (d) => (post(d).requestBody.required = true), 'POST /memories/{opi} request body: made required'],
    ['a property removed from an answer', (d) => delete d.components.schemas['Memory'].properties.title, 'schema Memory (in answers): property `title` removed'],
    [
      'an enum value removed from an answer',
      (d) => d.components.schemas['Memory'].properties.state.enum.pop(),
      'schema Memory (in answers).state: enum value "APPROVED" removed',
    ],
    ['an answer property type changed', (d) => (d.components.schemas['Memory'].properties.id.type = 'string'), 'schema Memory (in answers).id: type changed from integer to string'],
    ['an answer property made nullable', (d) => (d.components.schemas['Memory'].properties.id.type = ['integer', 'null']), 'schema Memory (in answers).id: type changed from integer to integer | null'],
    ['an answer property no longer required', (d) => d.components.schemas['Memory'].required.pop(), 'schema Memory (in answers): property `title` may now be missing (no longer required)'],
    ['a success status changed', (d) => (post(d).responses = { '200': post(d).responses['201'] }), 'POST /memories/{opi}: success status 201 no longer answered'],
    ['a public read that now needs a token', (d) => (d.paths['/data']!['get'].security = [{ bearer: [] }]), 'GET /data: now requires authentication'],
  ])('fails on %s', (_kind, edit, expected) => {
    expect(breaking(changesAfter(edit))).toEqual([expected].flat());
  });

  it('finds a change inside the items of a recursive schema once per direction', () => {
    const changes = changesAfter((d) => (d.components.schemas['Memory'].properties.replies.items = { type: 'string' }));
    expect(breaking(changes)).toEqual(['schema Memory (in answers).replies[]: type changed from object to string']);
  });

  it.each<[string, (doc: Doc) => void]>([
    ['an added optional body property', (d) => (body(d).properties.caption = { type: 'string' })],
    ['an added optional parameter', (d) => get(d).parameters.push({ name: 'offset', in: 'query', schema: { type: 'integer' } })],
    ['an added answer property', (d) => (d.components.schemas['Memory'].properties.createdAt = { type: 'string' })],
    ['an added path', (d) => (d.paths['/poems'] = { get: { responses: { '200': { description: 'ok' } } } })],
    ['an added enum value in a request', (d) => body(d).properties.type.enum.push('VIDEO')],
    ['a nullable request property', (d) => (body(d).properties.title.type = ['string', 'null'])],
    ['a required body property made optional', (d) => body(d).required.pop()],
    ['an answer typed where it was not', (d) => (d.paths['/data']!['get'].responses['200'].content = { 'application/json': { schema: { type: 'object' } } })],
    ['a write that no longer needs a token', (d) => (post(d).security = [])],
  ])('passes %s', (_kind, edit) => {
    const changes = changesAfter(edit);
    expect(changes.length).toBeGreaterThan(0);
    expect(breaking(changes)).toEqual([]);
  });

  it('prints an added enum value of an answer as dangerous, not breaking', () => {
    const changes = changesAfter((d) => d.components.schemas['Memory'].properties.state.enum.push('REJECTED'));
    expect(changes.map((c) => c.level)).toEqual(['dangerous']);
  });

  it('fails on two paths and an envelope property removed from the checked-in baseline', () => {
    const before = JSON.parse(fs.readFileSync(BASELINES.openapi, 'utf8')) as Doc;
    const after = structuredClone(before);
    const removed = Object.keys(after.paths).slice(0, 2);
    for (const path of removed) delete after.paths[path];
    const envelope = after.components.schemas['Envelope'];
    if (envelope?.properties) delete envelope.properties[Object.keys(envelope.properties)[0]!];
    const changes = diffOpenApi(before, after);
    console.info(describeChanges('OpenAPI document (planted removals)', changes).slice(0, 4000));
    for (const path of removed) expect(breaking(changes).some((line) => line.endsWith(` ${path}: operation removed`))).toBe(true);
  });
});
