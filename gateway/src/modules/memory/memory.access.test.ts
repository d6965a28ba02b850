import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type GqlResponse, type RestResponse, type TestGateway } from '../../test/gateway.js';
import { expectNoInternals, expectRestError, expectRestSuccess, gqlData } from '../../test/expect.js';
import { gqlUpload, restUploadForm, solidImage } from '../../test/media.js';
import {
  Q,
  SHARER,
  gqlOutcome,
  memoryWithImages,
  restOutcome,
  setStatus,
  share,
  shareInput,
  uploadImages,
  type MemoryView,
} from '../../test/memories.js';

/** A JSON object of an answer, read field by field. */
type Json = Record<string, unknown>;

/**
 * Who may do what with memories (memorial-portal 6): every memory operation,
 * through GraphQL and REST, for a visitor, the family with access to Eleanor's
 * page, another family, admin and staff (cl-arranger); a refused change leaves
 * the database as it was. Then what the public sees: the gallery, the memory
 * list and the sharer's contact details.
 */

type Role = 'visitor' | 'family' | 'otherFamily' | 'admin' | 'staff';
const ROLES: Role[] = ['visitor', 'family', 'otherFamily', 'admin', 'staff'];

let gw: TestGateway;
const tokens = {} as Record<Role, string | undefined>;

beforeAll(async () => {
  gw = await startTestGateway();
  const [family, otherFamily, admin, staff] = await gw.demoLogins();
  Object.assign(tokens, { visitor: undefined, family, otherFamily, admin, staff });
  // The family has accepted the policy for Eleanor's page; the other family cannot (it has no access).
  gqlData(await gw.gql(Q.acceptPolicy, { opi: OPI.eleanor }, family));
});
afterAll(() => gw?.stop());

const everyone = (outcome: string | number) => Object.fromEntries(ROLES.map((r) => [r, outcome])) as Record<Role, string | number>;

const G = {
  PUBLIC: everyone('ok'),
  /** Only those who may moderate the memory: others are told it does not exist. */
  MODERATORS_SEE: { visitor: 'NOT_FOUND', family: 'ok', otherFamily: 'NOT_FOUND', admin: 'ok', staff: 'ok' },
  FAMILY_AND_STAFF: { visitor: 'UNAUTHENTICATED', family: 'ok', otherFamily: 'FORBIDDEN', admin: 'ok', staff: 'ok' },
  STAFF: { visitor: 'UNAUTHENTICATED', family: 'FORBIDDEN', otherFamily: 'FORBIDDEN', admin: 'ok', staff: 'ok' },
  /** A visitor shares after accepting the policy in the browser; an arranger needs the policy accepted for the page. */
  SHARE: { visitor: 'ok', family: 'ok', otherFamily: 'FORBIDDEN', admin: 'ok', staff: 'ok' },
} as const;
const R = {
  PUBLIC: everyone('ok'),
  MODERATORS_SEE: { visitor: 404, family: 'ok', otherFamily: 404, admin: 'ok', staff: 'ok' },
  FAMILY_AND_STAFF: { visitor: 401, family: 'ok', otherFamily: 403, admin: 'ok', staff: 'ok' },
  STAFF: { visitor: 401, family: 403, otherFamily: 403, admin: 'ok', staff: 'ok' },
  SHARE: { visitor: 'ok', family: 'ok', otherFamily: 403, admin: 'ok', staff: 'ok' },
} as const;

async function statusOf(id: number): Promise<string | undefined> {
  return (await gw.sql<{ status: string }>('select status from memory where id = $1', [id]))[0]?.status;
}
async function memoryRow(id: number) {
  return (await gw.sql('select status, title, memory, is_private, rejected_reason from memory where id = $1', [id]))[0];
}
async function fileRows(memoryId: number) {
  return gw.sql('select id, src, rotation_angle, width, height from memory_file where memory_id = $1 order by id', [memoryId]);
}
const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

/**
 * One operation: run it as a role on fresh data, and say what the database
 * must hold afterwards (changed when allowed, untouched when refused).
 */
interface Operation<Res> {
  name: string;
  expected: Record<Role, string | number>;
  /** The message of a 403, when it is not the spec's Unauthorized access Forbidden. */
  forbidden?: string;
  run(token: string | undefined): Promise<{ res: Res; after?: (allowed: boolean) => Promise<void> }>;
}

/** The database state before and after, for a change on one memory. */
const unchangedUnlessAllowed =
  (id: number, before: unknown, check: (now: { row: Json; files: Json[] }) => void) => async (allowed: boolean) => {
    const now = { row: await memoryRow(id), files: await fileRows(id) };
    if (allowed) check(now);
    else expect(now, 'a refused call changes nothing').toEqual(before);
  };
const snapshot = async (id: number) => ({ row: await memoryRow(id), files: await fileRows(id) });

const GRAPHQL_OPERATIONS: Array<Operation<GqlResponse>> = [
  {
    name: 'memories (the public list)',
    expected: G.PUBLIC,
    run: async (t) => ({ res: await gw.gql(Q.memories, { opi: OPI.eleanor }, t) }),
  },
  {
    name: 'memory (approved)',
    expected: G.PUBLIC,
    run: async (t) => {
      const m = await share(gw);
      await setStatus(gw, tokens.staff!, m.id, 'Accepted');
      return { res: await gw.gql(Q.memory, { id: m.id }, t) };
    },
  },
  {
    name: 'memory (pending)',
    expected: G.MODERATORS_SEE,
    run: async (t) => ({ res: await gw.gql(Q.memory, { id: (await share(gw)).id }, t) }),
  },
  { name: 'gallery', expected: G.PUBLIC, run: async (t) => ({ res: await gw.gql(Q.gallery, { opi: OPI.eleanor }, t) }) },
  {
    name: 'approvalMemories',
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => ({ res: await gw.gql(Q.approval, { opi: OPI.eleanor, status: 1 }, t) }),
  },
  { name: 'staffMemories', expected: G.STAFF, run: async (t) => ({ res: await gw.gql(Q.staff, { opi: OPI.eleanor }, t) }) },
  {
    name: 'shareMemory',
    expected: G.SHARE,
    run: async (t) => {
      const title = `Shared by a role ${Math.random()}`;
      const res = await gw.gql(Q.share, { opi: OPI.eleanor, input: shareInput({ title }) }, t);
      return {
        res,
        after: async (allowed) =>
          expect((await gw.sql('select status from memory where title = $1', [title])).map((r) => r.status)).toEqual(
            allowed ? ['Pending'] : [],
          ),
      };
    },
  },
  {
    name: 'uploadMedia',
    expected: G.PUBLIC,
    run: async (t) => ({ res: await gqlUpload(gw, [{ name: 'a.png', data: await solidImage() }], { token: t }) }),
  },
  ...(['Accepted', 'Rejected', 'Deleted'] as const).map((to): Operation<GqlResponse> => ({
    name: `changeMemoryStatus to ${to} (from Pending)`,
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const res = await gw.gql(Q.status, { id: m.id, status: to, reason: to === 'Rejected' ? 'Not for this page' : null }, t);
      return {
        res,
        after: async (allowed) => expect(await statusOf(m.id)).toBe(allowed ? (to === 'Deleted' ? undefined : to) : 'Pending'),
      };
    },
  })),
  {
    name: 'changeMemoryStatus to Pending (Un Approve)',
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      await setStatus(gw, tokens.staff!, m.id, 'Accepted');
      const res = await gw.gql(Q.status, { id: m.id, status: 'Pending', opi: OPI.eleanor }, t);
      return { res, after: async (allowed) => expect(await statusOf(m.id)).toBe(allowed ? 'Pending' : 'Accepted') };
    },
  },
  {
    name: 'setMemoryHidden',
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.gql(Q.hide, { id: m.id, isPrivate: true }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.row.is_private).toBe(true)),
      };
    },
  },
  {
    name: 'editMemoryTitle',
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.gql(Q.title, { id: m.id, title: 'Edited title' }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.row.title).toBe('Edited title')),
      };
    },
  },
  {
    name: 'editMemoryText',
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.gql(Q.text, { id: m.id, memory: '<p>Edited</p>' }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.row.memory).toBe('<p>Edited</p>')),
      };
    },
  },
  {
    name: 'addMemoryFiles (an upload)',
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const [upload] = await uploadImages(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.gql(Q.addFiles, { id: m.id, files: [{ fileUrl: upload!.url, fileType: 'Image' }] }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.files.map((f: Json) => f.src)).toEqual([upload!.url])),
      };
    },
  },
  {
    name: 'addMemoryFiles (a video link)',
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.gql(Q.addFiles, { id: m.id, files: [{ fileUrl: YOUTUBE, fileType: 'Video' }], opi: OPI.eleanor }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) =>
          expect(now.files.map((f: Json) => f.src)).toEqual(['https://www.youtube.com/embed/dQw4w9WgXcQ']),
        ),
      };
    },
  },
  {
    name: 'addOnlyMedia',
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => {
      const [upload] = await uploadImages(gw);
      const res = await gw.gql(Q.onlyMedia, { opi: OPI.eleanor, files: [{ fileUrl: upload!.url, fileType: 'Image' }] }, t);
      return {
        res,
        after: async (allowed) =>
          expect(
            (await gw.sql('select m.status from memory_file f join memory m on m.id = f.memory_id where f.src = $1', [upload!.url])).map(
              (r) => r.status,
            ),
          ).toEqual(allowed ? ['Accepted'] : []),
      };
    },
  },
  {
    name: 'deleteMemoryFile',
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await memoryWithImages(gw, 2);
      const before = await snapshot(m.id);
      return {
        res: await gw.gql(Q.deleteFile, { id: m.id, fileId: m.files[0]!.id }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.files.map((f: Json) => f.id)).toEqual([m.files[1]!.id])),
      };
    },
  },
  {
    name: 'rotateMemoryImage',
    expected: G.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await memoryWithImages(gw, 1);
      const before = await snapshot(m.id);
      return {
        res: await gw.gql(Q.rotate, { id: m.id, fileId: m.files[0]!.id, angle: 90 }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) =>
          expect(now.files[0]).toMatchObject({ rotation_angle: 90, width: 30, height: 40 }),
        ),
      };
    },
  },
];

describe('each memory operation for each role, through GraphQL', () => {
  describe.concurrent.each(GRAPHQL_OPERATIONS)('$name', (op) => {
    it.each(ROLES)('as %s', async (role) => {
      const { res, after } = await op.run(tokens[role]);
      const outcome = gqlOutcome(res);
      expectNoInternals(JSON.stringify(res.body));
      expect(outcome, JSON.stringify(res.body.errors)).toBe(op.expected[role]);
      await after?.(outcome === 'ok');
    });
  });
});

const REST_OPERATIONS: Array<Operation<RestResponse>> = [
  {
    name: 'GET /memories/{opi}/list',
    expected: R.PUBLIC,
    run: async (t) => ({ res: await gw.rest('GET', `/memories/${OPI.eleanor}/list`, undefined, t) }),
  },
  {
    name: 'GET /memories/{id} (approved)',
    expected: R.PUBLIC,
    run: async (t) => {
      const m = await share(gw);
      await setStatus(gw, tokens.staff!, m.id, 'Accepted');
      return { res: await gw.rest('GET', `/memories/${m.id}`, undefined, t) };
    },
  },
  {
    name: 'GET /memories/{id} (pending)',
    expected: R.MODERATORS_SEE,
    run: async (t) => ({ res: await gw.rest('GET', `/memories/${(await share(gw)).id}`, undefined, t) }),
  },
  {
    name: 'GET /memories/{opi}/gallery',
    expected: R.PUBLIC,
    run: async (t) => ({ res: await gw.rest('GET', `/memories/${OPI.eleanor}/gallery`, undefined, t) }),
  },
  {
    name: 'GET /memories/{opi}/approve-memory-list',
    expected: R.FAMILY_AND_STAFF,
    run: async (t) => ({ res: await gw.rest('GET', `/memories/${OPI.eleanor}/approve-memory-list?status=2`, undefined, t) }),
  },
  {
    name: 'POST /memories/{opi}',
    expected: R.SHARE,
    forbidden: 'Please accept the copyright disclaimer and privacy policy before sharing a memory.',
    run: async (t) => {
      const title = `Shared over REST by a role ${Math.random()}`;
      const res = await gw.rest('POST', `/memories/${OPI.eleanor}`, shareInput({ title }), t);
      return {
        res,
        after: async (allowed) =>
          expect((await gw.sql('select status from memory where title = $1', [title])).map((r) => r.status)).toEqual(
            allowed ? ['Pending'] : [],
          ),
      };
    },
  },
  {
    name: 'POST /memories/upload',
    expected: R.PUBLIC,
    run: async (t) => ({
      res: await gw.rest('POST', '/memories/upload', restUploadForm([{ name: 'a.png', data: await solidImage() }]), t),
    }),
  },
  {
    name: 'POST /memories/{opi}/addOnlyMedia',
    expected: R.FAMILY_AND_STAFF,
    run: async (t) => {
      const [upload] = await uploadImages(gw);
      const res = await gw.rest(
        'POST',
        `/memories/${OPI.eleanor}/addOnlyMedia`,
        { files: [{ fileUrl: upload!.url, fileType: 'Image' }] },
        t,
      );
      return {
        res,
        after: async (allowed) =>
          expect((await gw.sql('select id from memory_file where src = $1', [upload!.url])).length).toBe(allowed ? 1 : 0),
      };
    },
  },
  {
    name: 'PUT /memories/{opi}/hide/{memoryId}',
    expected: R.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('PUT', `/memories/${OPI.eleanor}/hide/${m.id}`, { isPrivate: true }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.row.is_private).toBe(true)),
      };
    },
  },
  {
    name: 'PUT /memories/{opi}/{memoryId}/status',
    expected: R.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      return {
        res: await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/status`, { status: 'Accepted' }, t),
        after: async (allowed) => expect(await statusOf(m.id)).toBe(allowed ? 'Accepted' : 'Pending'),
      };
    },
  },
  {
    name: 'PUT /memories/{opi}/{memoryId}/title',
    expected: R.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/title`, { title: 'Edited title' }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.row.title).toBe('Edited title')),
      };
    },
  },
  {
    name: 'PUT /memories/{opi}/{memoryId}/description',
    expected: R.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('PUT', `/memories/${OPI.eleanor}/${m.id}/description`, { memory: '<p>Edited</p>' }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.row.memory).toBe('<p>Edited</p>')),
      };
    },
  },
  {
    name: 'DELETE /memories/{opi}/{memoryId}/file/{fileId}',
    expected: R.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await memoryWithImages(gw, 2);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('DELETE', `/memories/${OPI.eleanor}/${m.id}/file/${m.files[0]!.id}`, undefined, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.files.map((f: Json) => f.id)).toEqual([m.files[1]!.id])),
      };
    },
  },
  {
    name: 'POST /memories/{opi}/{memoryId}/addImage',
    expected: R.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const [upload] = await uploadImages(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest(
          'POST',
          `/memories/${OPI.eleanor}/${m.id}/addImage`,
          { files: [{ fileUrl: upload!.url, fileType: 'Image' }] },
          t,
        ),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.files.map((f: Json) => f.src)).toEqual([upload!.url])),
      };
    },
  },
  {
    name: 'POST /memories/{opi}/{memoryId}/videoLinks',
    expected: R.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/videoLinks`, { files: [{ fileUrl: YOUTUBE }] }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.files).toHaveLength(1)),
      };
    },
  },
  {
    name: 'POST /memories/{opi}/{memoryId}/rotateImage',
    expected: R.FAMILY_AND_STAFF,
    run: async (t) => {
      const m = await memoryWithImages(gw, 1);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('POST', `/memories/${OPI.eleanor}/${m.id}/rotateImage`, { fileId: m.files[0]!.id, rotationAngle: 270 }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) =>
          expect(now.files[0]).toMatchObject({ rotation_angle: 270, width: 30, height: 40 }),
        ),
      };
    },
  },
  // Staff's /admin paths: an arranger is refused even on its own family's memories.
  {
    name: 'GET /admin/memories/{opi}',
    expected: R.STAFF,
    run: async (t) => ({
      res: await gw.rest(
        'GET',
        `/admin/memories/${OPI.eleanor}?status=Pending&memoryType=1&search=orchard&page=1&pageSize=5`,
        undefined,
        t,
      ),
    }),
  },
  {
    name: 'PUT /admin/memory/{id}/status',
    expected: R.STAFF,
    run: async (t) => {
      const m = await share(gw);
      return {
        res: await gw.rest('PUT', `/admin/memory/${m.id}/status`, { status: 'Rejected', rejectedReason: 'Staff decision' }, t),
        after: async (allowed) => expect(await statusOf(m.id)).toBe(allowed ? 'Rejected' : 'Pending'),
      };
    },
  },
  {
    name: 'PUT /admin/memory/{id} (title)',
    expected: R.STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('PUT', `/admin/memory/${m.id}`, { title: 'Staff title' }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.row.title).toBe('Staff title')),
      };
    },
  },
  {
    name: 'PUT /admin/memory/{id} (memory)',
    expected: R.STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('PUT', `/admin/memory/${m.id}`, { memory: '<p>Staff text</p>' }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.row.memory).toBe('<p>Staff text</p>')),
      };
    },
  },
  {
    name: 'DELETE /admin/memory/{id}/file/{fileId}',
    expected: R.STAFF,
    run: async (t) => {
      const m = await memoryWithImages(gw, 1);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('DELETE', `/admin/memory/${m.id}/file/${m.files[0]!.id}`, undefined, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.files).toEqual([])),
      };
    },
  },
  {
    name: 'POST /admin/memory/{id}/addImage',
    expected: R.STAFF,
    run: async (t) => {
      const m = await share(gw);
      const [upload] = await uploadImages(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('POST', `/admin/memory/${m.id}/addImage`, { fileUrl: upload!.url }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.files.map((f: Json) => f.src)).toEqual([upload!.url])),
      };
    },
  },
  {
    name: 'POST /admin/memory/{id}/videoLinks',
    expected: R.STAFF,
    run: async (t) => {
      const m = await share(gw);
      const before = await snapshot(m.id);
      return {
        res: await gw.rest('POST', `/admin/memory/${m.id}/videoLinks`, { files: [{ fileUrl: 'https://vimeo.com/123456789' }] }, t),
        after: unchangedUnlessAllowed(m.id, before, (now) => expect(now.files).toHaveLength(1)),
      };
    },
  },
  {
    name: 'POST /admin/memory/{id}/rotateImage',
    expected: R.STAFF,
    run: async (t) => {
      const m = await memoryWithImages(gw, 1);
      const before = await snapshot(m.id);
      const f = m.files[0]!;
      return {
        res: await gw.rest(
          'POST',
          `/admin/memory/${m.id}/rotateImage`,
          { fileType: 'Image', fileUrl: f.src, fileId: f.id, rotationAngle: 180, memoryId: m.id },
          t,
        ),
        after: unchangedUnlessAllowed(m.id, before, (now) =>
          expect(now.files[0]).toMatchObject({ rotation_angle: 180, width: 40, height: 30 }),
        ),
      };
    },
  },
];

describe('each memory route for each role, through REST', () => {
  describe.concurrent.each(REST_OPERATIONS)('$name', (op) => {
    it.each(ROLES)('as %s', async (role) => {
      const { res, after } = await op.run(tokens[role]);
      const outcome = restOutcome(res);
      expect(outcome, res.text).toBe(op.expected[role]);
      if (outcome === 'ok') expectRestSuccess(res, res.status, res.body?.message);
      else expectRestError(res, res.status, outcome === 403 ? (op.forbidden ?? 'Unauthorized access Forbidden') : undefined);
      await after?.(outcome === 'ok');
    });
  });

  it.each(ROLES)('GET /memories/file/{fileId}/download of a pending memory as %s', async (role) => {
    const m = await memoryWithImages(gw, 1);
    const token = tokens[role];
    const res = await fetch(`${gw.url}/api/v1/memories/file/${m.files[0]!.id}/download`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.status).toBe(R.MODERATORS_SEE[role] === 'ok' ? 200 : 404);
    if (res.ok) expect(res.headers.get('content-disposition')).toBe('attachment; filename=photo-1.png');
    else expect(await res.json()).toEqual({ message: 'Memory does not exist', code: 'NOT_FOUND', errors: ['Memory does not exist'] });
  });
});

describe('the staff list GET /admin/memories/{opi} and its query parameters', () => {
  it('filters by status, memoryType and search (title, text, sharer name), and pages', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const a = await share(gw, { title: `Walnut ${tag} tree`, memoryType: 7 });
    const b = await share(gw, { memory: `<p>The ${tag} lamp</p>`, memoryType: 7 });
    const c = await share(gw, { memoryType: 2, memoryAddingPerson: { ...SHARER, lastName: `Mc${tag}` } });
    const d = await share(gw, { title: `Accepted ${tag}`, memoryType: 7 });
    await setStatus(gw, tokens.admin!, d.id, 'Accepted');
    const list = async (query: string) =>
      expectRestSuccess(await gw.rest('GET', `/admin/memories/${OPI.eleanor}?${query}`, undefined, tokens.staff));
    const ids = (data: { memories: Array<{ id: number }> }) => data.memories.map((m) => m.id);

    const all = await list(`search=${tag}`);
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 100 });
    expect(ids(all)).toEqual([d.id, c.id, b.id, a.id]); // newest first
    expect(all.memories.find((m: Json) => m.id === c.id)).toMatchObject({ memoryByPersonLastName: `Mc${tag}`, personEmail: SHARER.email });
    expect(ids(await list(`search=${tag}&status=Pending`))).toEqual([c.id, b.id, a.id]);
    expect(ids(await list(`search=${tag}&status=Accepted`))).toEqual([d.id]);
    expect(ids(await list(`search=${tag}&memoryType=7`))).toEqual([d.id, b.id, a.id]);
    expect(ids(await list(`search=${tag}&memoryType=7&status=Pending`))).toEqual([b.id, a.id]);
    expect(ids(await list(`search=${tag.toUpperCase()}%20lamp`))).toEqual([b.id]);
    const page1 = await list(`search=${tag}&page=1&pageSize=3`);
    const page2 = await list(`search=${tag}&page=2&pageSize=3`);
    expect(page1).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(page2).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect([...ids(page1), ...ids(page2)]).toEqual([d.id, c.id, b.id, a.id]);
    // A search is text, not a pattern.
    expect(await list('search=%25')).toMatchObject({ total: 0, memories: [] });
    expect((await list('search=_')).total).toBe(0);
    // Without a search: every memory of the decedent, in each status.
    for (const status of ['Pending', 'Accepted', 'Rejected']) {
      const page = await list(`status=${status}&pageSize=100`);
      const [{ count }] = await gw.sql(
        `select count(*)::int as count from memory m join decedent d on d.id = m.decedent_id where d.opi = $1 and m.status = $2`,
        [OPI.eleanor, status],
      );
      expect(count).toBeGreaterThan(0);
      expect(page.total).toBe(count);
      expect(page.memories.length).toBe(Math.min(count, 100));
      expect(page.memories.every((m: Json) => m.status === status)).toBe(true);
    }
  });
});

describe('what the public sees', () => {
  async function expectedPublicIds(memoryType?: number, withHidden = false) {
    const rows = await gw.sql<{ id: number }>(
      `select m.id from memory m join decedent d on d.id = m.decedent_id
        where d.opi = $1 and m.status = 'Accepted' and ($3 or not m.is_private) and ($2::int is null or m.memory_type = $2)
        order by m.date_of_memory desc, m.id desc`,
      [OPI.eleanor, memoryType ?? null, withHidden],
    );
    return rows.map((r) => r.id);
  }

  it('the gallery lists only the files of approved, visible memories, by id ascending (GraphQL and REST)', async () => {
    const approved = await memoryWithImages(gw, 2);
    await setStatus(gw, tokens.staff!, approved.id, 'Accepted');
    gqlData(await gw.gql(Q.addFiles, { id: approved.id, files: [{ fileUrl: YOUTUBE, fileType: 'Video' }] }, tokens.staff));
    const pending = await memoryWithImages(gw, 1);
    const rejected = await memoryWithImages(gw, 1);
    await setStatus(gw, tokens.staff!, rejected.id, 'Rejected', 'No');
    const hidden = await memoryWithImages(gw, 1);
    await setStatus(gw, tokens.staff!, hidden.id, 'Accepted');
    gqlData(await gw.gql(Q.hide, { id: hidden.id, isPrivate: true }, tokens.family));

    const expected = (
      await gw.sql<{ id: number }>(
        `select f.id from memory_file f join memory m on m.id = f.memory_id join decedent d on d.id = m.decedent_id
        where d.opi = $1 and m.status = 'Accepted' and not m.is_private order by f.id`,
        [OPI.eleanor],
      )
    ).map((r) => r.id);
    for (const token of [undefined, tokens.family, tokens.staff]) {
      const gallery = gqlData(await gw.gql(Q.gallery, { opi: OPI.eleanor }, token)).gallery as Array<{ id: number; memoryId: number }>;
      const rest = expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/gallery`, undefined, token)) as typeof gallery;
      expect(rest).toEqual(gallery);
      expect(gallery.map((f) => f.id)).toEqual(expected);
      expect(gallery.map((f) => f.id)).toEqual([...gallery.map((f) => f.id)].sort((x, y) => x - y));
      const memoryIds = new Set(gallery.map((f) => f.memoryId));
      expect(memoryIds.has(approved.id)).toBe(true);
      for (const id of [pending.id, rejected.id, hidden.id]) expect(memoryIds.has(id)).toBe(false);
      expect(gallery.filter((f) => f.memoryId === approved.id)).toHaveLength(3);
    }
    // The demo data has approved documents, audio and a video link besides photos: all of one memory list.
    const kinds = new Set(
      (gqlData(await gw.gql(Q.gallery, { opi: OPI.eleanor })).gallery as Array<{ fileType: string }>).map((f) => f.fileType),
    );
    expect(kinds).toEqual(new Set(['Image', 'Application', 'Audio', 'Video']));
  });

  it('the public memory list filters by memoryType and never shows pending, rejected or hidden memories, hidden ones only to the family with access and staff (GraphQL and REST)', async () => {
    // Eleanor's demo memories are in every status; add some of each here too.
    const shown = await share(gw, { memoryType: 3 });
    await setStatus(gw, tokens.staff!, shown.id, 'Accepted');
    await share(gw, { memoryType: 3 });
    const rejected = await share(gw, { memoryType: 3 });
    await setStatus(gw, tokens.staff!, rejected.id, 'Rejected', 'No');
    const hidden = await share(gw, { memoryType: 3 });
    await setStatus(gw, tokens.staff!, hidden.id, 'Accepted');
    gqlData(await gw.gql(Q.hide, { id: hidden.id, isPrivate: true }, tokens.staff));
    const statuses = await gw.sql(
      `select distinct m.status, m.is_private from memory m join decedent d on d.id = m.decedent_id where d.opi = $1`,
      [OPI.eleanor],
    );
    expect(statuses).toEqual(
      expect.arrayContaining([
        { status: 'Accepted', is_private: false },
        { status: 'Accepted', is_private: true },
        { status: 'Pending', is_private: false },
        { status: 'Rejected', is_private: false },
      ]),
    );

    for (const memoryType of [undefined, 1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const expected = await expectedPublicIds(memoryType);
      const listedPublic = gqlData(await gw.gql(Q.memories, { opi: OPI.eleanor, memoryType })).memories as MemoryView[];
      expect(
        listedPublic.map((m) => m.id),
        `memoryType ${memoryType}`,
      ).toEqual(expected);
      expect(
        listedPublic.every(
          (m) => m.status === 'Accepted' && m.isPrivate === false && (memoryType === undefined || m.memoryType === memoryType),
        ),
      ).toBe(true);
      // The family with access and staff also get the hidden ones, marked, so they can show them again.
      const expectedManaged = await expectedPublicIds(memoryType, true);
      for (const token of [tokens.family, tokens.admin]) {
        const listed = gqlData(await gw.gql(Q.memories, { opi: OPI.eleanor, memoryType }, token)).memories as MemoryView[];
        expect(
          listed.map((m) => m.id),
          `memoryType ${memoryType}`,
        ).toEqual(expectedManaged);
        expect(listed.every((m) => m.status === 'Accepted' && (memoryType === undefined || m.memoryType === memoryType))).toBe(true);
      }
      const rest = expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/list${memoryType ? `?memoryType=${memoryType}` : ''}`));
      expect(rest.memories.map((m: MemoryView) => m.id)).toEqual(expected);
    }
    expect(await expectedPublicIds(3)).toContain(shown.id);
    expect(await expectedPublicIds()).not.toContain(hidden.id);
    expect(await expectedPublicIds(undefined, true)).toContain(hidden.id);
  });

  it("the sharer's email, phone and address are null for visitors and another family, present for the family with access and staff", async () => {
    const m = await share(gw, { title: 'Contact details', memoryType: 4, memoryAddingPerson: { ...SHARER, phoneNumber: '6505502300' } });
    await setStatus(gw, tokens.staff!, m.id, 'Accepted');
    const hidden = {
      personEmail: null,
      personPhone: null,
      personAddress: null,
      memoryByPersonFirstName: 'Ruth',
      memoryByPersonLastName: 'Lindqvist',
    };
    const shown = {
      personEmail: SHARER.email,
      personPhone: '6505502300',
      memoryByPersonFirstName: 'Ruth',
      memoryByPersonLastName: 'Lindqvist',
      personAddress: { line1: '1 Main St', line2: null, country: null, state: 'CA', county: null, city: 'Colma', zipcode: '94014' },
    };
    for (const role of ROLES) {
      const want = role === 'visitor' || role === 'otherFamily' ? hidden : shown;
      const token = tokens[role];
      expect(gqlData(await gw.gql(Q.memory, { id: m.id }, token)).memory, role).toMatchObject(want);
      const inList = (gqlData(await gw.gql(Q.memories, { opi: OPI.eleanor, memoryType: 4 }, token)).memories as MemoryView[]).find(
        (x) => x.id === m.id,
      );
      expect(inList, role).toMatchObject(want);
      expect(expectRestSuccess(await gw.rest('GET', `/memories/${m.id}`, undefined, token)), role).toMatchObject(want);
      const restList = expectRestSuccess(await gw.rest('GET', `/memories/${OPI.eleanor}/list?memoryType=4`, undefined, token));
      expect(
        restList.memories.find((x: MemoryView) => x.id === m.id),
        role,
      ).toMatchObject(want);
    }
    // Nor does sharing answer them to a visitor.
    expect(await share(gw)).toMatchObject({ personEmail: null, personPhone: null, personAddress: null });
  });
});
