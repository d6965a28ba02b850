import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPI, startTestGateway, type TestGateway } from '../../test/gateway.js';
import { contract } from '../../test/contract.js';
import { expectNoInternals, gqlData, gqlError } from '../../test/expect.js';

/** A JSON object of an answer, read field by field. */
type Json = Record<string, unknown>;

/**
 * The assisted obituary writer (arrangements-portal 3 draft, 4.6, 7.5, 8; legacy-rest Obituary rows): drafts
 * composed, saved and listed per decedent through GraphQL and the two memorialGpt paths, per role; a refused save
 * writes nothing; the REST rows answer the old writer's {success, error, drafts}.
 */

const M = {
  saved: 'Draft saved successfully',
  fetchFailed: 'Failed to fetch draft',
  saveFailed: 'Error at draft saving, try again',
  missing: 'Draft does not exist',
  firstName: 'First Name is required',
  tone: 'Writing Tone must be Warm, Formal or Celebratory',
  length: 'Length must be Short, Medium or Long',
  gender: 'Gender must be Female, Male or Unspecified',
  deathBeforeBirth: 'Date of Death cannot be before Date of Birth',
  badDate: 'Date of Birth must be a valid date',
  relationship: 'Choose a relationship from the list',
  tooManyHobbies: 'Hobbies: at most 20 entries',
  quoteTooLong: 'Memorable Quote should be at most 500 characters',
  forbidden: 'Unauthorized access Forbidden',
  privatePage: "Uh, Oh! The page that you have requested is private. You don't have the permission to view this.",
  noSession: 'Authentication required',
} as const;

const ANSWERS =
  'firstName middleName lastName nickName gender dateOfBirth dateOfDeath dateOfCeremony birthplace placeLived education deathCause familyMembers { name relationship isDeceased } lifeMoments achievements memories hobbies personalityTraits ceremonyDetails writingTone length memorableQuote';
const DRAFT = `id decedentOpId answers { ${ANSWERS} } generatedText authorName createdAt updatedAt`;
const Q = {
  list: `query ($opi: String!) { obituaryDrafts(opi: $opi) { ${DRAFT} } }`,
  preview: 'query ($opi: String!, $input: ObituaryDraftInput!) { obituaryDraftPreview(opi: $opi, input: $input) { generatedText } }',
  save: `mutation ($opi: String!, $input: ObituaryDraftInput!, $id: Int) { saveObituaryDraft(opi: $opi, input: $input, id: $id) { message draft { ${DRAFT} } drafts { id } } }`,
};

const THOMAS = {
  firstName: 'Thomas',
  middleName: 'Edward',
  lastName: 'Whitmore',
  gender: 'male',
  dateOfBirth: '1938-01-21',
  dateOfDeath: '2017-10-03',
  birthplace: 'Portland, Maine',
  hobbies: ['sailing', 'woodworking'],
  personalityTraits: ['patient', 'generous'],
  familyMembers: [
    { name: 'Eleanor', relationship: 'Wife' },
    { name: 'Daniel', relationship: 'Son' },
  ],
  writingTone: 'formal',
  length: 'medium',
};

let gw: TestGateway;
let arranger: string;
let family2: string;
let admin: string;
let staff: string;

beforeAll(async () => {
  gw = await startTestGateway();
  [arranger, family2, admin, staff] = await gw.demoLogins();
});
afterAll(() => gw?.stop());

const countOf = async (opi: string) =>
  (
    await gw.sql<{ n: number }>(
      'select count(*)::int as n from obituary_draft x join decedent d on d.id = x.decedent_id where d.opi = $1',
      [opi],
    )
  )[0]!.n;

describe('obituary drafts through GraphQL', () => {
  it('lists the demo draft of Eleanor, composed from its answers, with its author', async () => {
    const { obituaryDrafts } = gqlData(await gw.gql(Q.list, { opi: OPI.eleanor }, arranger));
    expect(obituaryDrafts).toHaveLength(1);
    const [draft] = obituaryDrafts;
    expect(draft.decedentOpId).toBe(OPI.eleanor);
    expect(draft.authorName).toBe('Catherine Reyes');
    expect(draft.answers).toMatchObject({ firstName: 'Eleanor', nickName: 'Nell', writingTone: 'warm', length: 'medium' });
    expect(draft.generatedText).toMatch(/^<p>.*Eleanor Grace “Nell” Whitmore.*<\/p>$/);
    expect(draft.generatedText).toContain('March 14, 2026');
  });

  it('previews without saving: the same answers give the same text', async () => {
    const before = await countOf(OPI.thomas);
    const first = gqlData(await gw.gql(Q.preview, { opi: OPI.thomas, input: THOMAS }, arranger)).obituaryDraftPreview.generatedText;
    const again = gqlData(await gw.gql(Q.preview, { opi: OPI.thomas, input: THOMAS }, staff)).obituaryDraftPreview.generatedText;
    expect(first).toBe(again);
    expect(first).toContain('Thomas Edward Whitmore');
    expect(first).toContain('October 3, 2017');
    expect(first).toContain('his wife, Eleanor');
    expect(await countOf(OPI.thomas)).toBe(before);
  });

  it('saves a new draft ("Draft saved successfully"), composed on the server, then replaces it by id', async () => {
    const before = await countOf(OPI.thomas);
    const saved = gqlData(await gw.gql(Q.save, { opi: OPI.thomas, input: THOMAS }, arranger)).saveObituaryDraft;
    expect(saved.message).toBe(M.saved);
    expect(saved.draft.authorName).toBe('Catherine Reyes');
    expect(saved.draft.answers).toMatchObject({
      firstName: 'Thomas',
      gender: 'male',
      hobbies: ['sailing', 'woodworking'],
      familyMembers: [
        { name: 'Eleanor', relationship: 'Wife', isDeceased: false },
        { name: 'Daniel', relationship: 'Son', isDeceased: false },
      ],
    });
    expect(saved.draft.generatedText).toContain('Thomas Edward Whitmore');
    expect(saved.drafts[0].id).toBe(saved.draft.id);
    expect(await countOf(OPI.thomas)).toBe(before + 1);
    // Staff replace it: same row, new answers, new text, new author.
    const replaced = gqlData(
      await gw.gql(
        Q.save,
        { opi: OPI.thomas, id: saved.draft.id, input: { ...THOMAS, writingTone: 'celebratory', length: 'long', nickName: 'Tom' } },
        staff,
      ),
    ).saveObituaryDraft;
    expect(replaced.message).toBe(M.saved);
    expect(replaced.draft.id).toBe(saved.draft.id);
    expect(replaced.draft.answers.writingTone).toBe('celebratory');
    expect(replaced.draft.generatedText).not.toBe(saved.draft.generatedText);
    expect(replaced.draft.generatedText).toContain('“Tom”');
    expect(replaced.draft.authorName).toBe('Maria Lopez');
    expect(await countOf(OPI.thomas)).toBe(before + 1);
    const [row] = await gw.sql('select x.generated_text, x.answers from obituary_draft x where x.id = $1', [saved.draft.id]);
    expect(row.generated_text).toBe(replaced.draft.generatedText);
    expect(row.answers.nickName).toBe('Tom');
  });

  it("refuses bad answers with the field's own message and saves nothing", async () => {
    const before = await countOf(OPI.thomas);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ...THOMAS, firstName: '  ' }, 'firstName', M.firstName],
      [{ ...THOMAS, writingTone: 'angry' }, 'writingTone', M.tone],
      [{ ...THOMAS, length: 'epic' }, 'length', M.length],
      [{ ...THOMAS, gender: 'x' }, 'gender', M.gender],
      [{ ...THOMAS, dateOfBirth: '1990-02-31' }, 'dateOfBirth', M.badDate],
      [{ ...THOMAS, dateOfDeath: '1930-01-01' }, 'dateOfDeath', M.deathBeforeBirth],
      [{ ...THOMAS, familyMembers: [{ name: 'Ann', relationship: 'Landlord' }] }, 'familyMembers.0.relationship', M.relationship],
      [{ ...THOMAS, hobbies: Array.from({ length: 21 }, (_, i) => `hobby ${i}`) }, 'hobbies', M.tooManyHobbies],
      [{ ...THOMAS, memorableQuote: 'q'.repeat(501) }, 'memorableQuote', M.quoteTooLong],
    ];
    for (const [input, field, message] of cases) {
      for (const query of [Q.save, Q.preview]) {
        const error = gqlError(await gw.gql(query, { opi: OPI.thomas, input }, arranger), 'BAD_USER_INPUT', message);
        expect(error.extensions?.['fieldErrors']?.[field]).toBe(message);
      }
    }
    expect(await countOf(OPI.thomas)).toBe(before);
  });

  it('replaces only a draft of the same decedent', async () => {
    const [other] = await gw.sql<{ id: number }>(
      'select x.id from obituary_draft x join decedent d on d.id = x.decedent_id where d.opi = $1',
      [OPI.eleanor],
    );
    gqlError(await gw.gql(Q.save, { opi: OPI.thomas, id: other!.id, input: THOMAS }, arranger), 'NOT_FOUND', M.missing);
    gqlError(await gw.gql(Q.save, { opi: OPI.thomas, id: 999999, input: THOMAS }, admin), 'NOT_FOUND', M.missing);
    const [row] = await gw.sql('select answers from obituary_draft where id = $1', [other!.id]);
    expect(row.answers.firstName).toBe('Eleanor');
  });

  it('is for the family with access and staff: visitors sign in, another family is refused', async () => {
    const before = await countOf(OPI.eleanor);
    for (const query of [Q.list, Q.save, Q.preview]) {
      const vars = { opi: OPI.eleanor, input: THOMAS };
      gqlError(await gw.gql(query, vars), 'UNAUTHENTICATED');
      gqlError(await gw.gql(query, vars, family2), 'FORBIDDEN', M.forbidden);
      // The other family's own private page is theirs; the demo family may not see it.
      gqlError(await gw.gql(query, { ...vars, opi: OPI.okaforPrivate }, arranger), 'PRIVATE', M.privatePage);
    }
    expect(await countOf(OPI.eleanor)).toBe(before);
    for (const token of [admin, staff, arranger])
      expect(gqlData(await gw.gql(Q.list, { opi: OPI.eleanor }, token)).obituaryDrafts.length).toBeGreaterThan(0);
    // The other family writes its own decedent's drafts.
    expect(
      gqlData(await gw.gql(Q.save, { opi: OPI.okaforPrivate, input: { firstName: 'Samuel', gender: 'male' } }, family2)).saveObituaryDraft
        .message,
    ).toBe(M.saved);
    expect(gqlData(await gw.gql(Q.list, { opi: OPI.okaforPrivate }, family2)).obituaryDrafts).toHaveLength(1);
    gqlError(await gw.gql(Q.list, { opi: OPI.missing }, admin), 'NOT_FOUND');
  });
});

describe('the legacy memorialGpt rows', () => {
  contract('GET', '/memorialGpt/api/drafts', () => {
    it('answers {success, error, drafts}, each draft flat with its answers and text', async () => {
      const res = await gw.rest('GET', `/memorialGpt/api/drafts?decedentOpId=${OPI.eleanor}`, undefined, arranger);
      expect(res.status, res.text).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(Object.keys(res.body).sort()).toEqual(['drafts', 'error', 'success']);
      expect(res.body.success).toBe(true);
      expect(res.body.error).toBeNull();
      const draft = res.body.drafts.find((d: Json) => d.firstName === 'Eleanor');
      expect(draft).toMatchObject({
        decedentOpId: OPI.eleanor,
        nickName: 'Nell',
        writingTone: 'warm',
        length: 'medium',
        authorName: 'Catherine Reyes',
      });
      expect(draft.generatedText).toContain('Eleanor Grace “Nell” Whitmore');
      expect(draft).not.toHaveProperty('answers');
    });

    it('answers a failure with success false and "Failed to fetch draft", beside the envelope\'s message', async () => {
      for (const [token, status, message] of [
        [undefined, 401, M.noSession],
        [family2, 403, M.forbidden],
        [admin, 404, undefined],
      ] as const) {
        const opi = status === 404 ? OPI.missing : OPI.eleanor;
        const res = await gw.rest('GET', `/memorialGpt/api/drafts?decedentOpId=${opi}`, undefined, token);
        expect(res.status, res.text).toBe(status);
        expect(res.body).toMatchObject({ success: false, error: M.fetchFailed, drafts: [] });
        if (message) expect(res.body.message).toBe(message);
        expect(res.body.errors).toContain(res.body.message);
        expectNoInternals(res.text);
      }
      const none = await gw.rest('GET', '/memorialGpt/api/drafts', undefined, admin);
      expect(none.status).toBe(404);
      expect(none.body).toMatchObject({ success: false, error: M.fetchFailed });
    });
  });

  contract('POST', '/memorialGpt/api/save-draft', () => {
    it('composes and saves the draft from the legacy body (201): {success, error, drafts}, the new one first', async () => {
      const before = await countOf(OPI.thomas);
      const res = await gw.rest(
        'POST',
        '/memorialGpt/api/save-draft',
        {
          decedentOpId: OPI.thomas,
          names: 'Thomas Edward Whitmore',
          gender: 'male',
          dateOfBirth: '1938-01-21T00:00:00.000Z',
          dateOfDeath: '2017-10-03',
          hobbies: 'sailing\nwoodworking',
          placeLived: 'Portland, Maine; San Mateo, California',
          writingTone: 'warm',
          length: 'short',
          generatedText: "<p>The caller's own text <script>alert(1)</script></p>",
        },
        arranger,
      );
      expect(res.status, res.text).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['drafts', 'error', 'success']);
      expect(res.body).toMatchObject({ success: true, error: null });
      const [draft] = res.body.drafts;
      expect(draft).toMatchObject({
        decedentOpId: OPI.thomas,
        firstName: 'Thomas',
        middleName: 'Edward',
        lastName: 'Whitmore',
        dateOfBirth: '1938-01-21',
        hobbies: ['sailing', 'woodworking'],
        placeLived: ['Portland, Maine', 'San Mateo, California'],
      });
      // The text is the server's composition, never the caller's.
      expect(draft.generatedText).toContain('Thomas Edward Whitmore');
      expect(draft.generatedText).not.toContain('script');
      expect(await countOf(OPI.thomas)).toBe(before + 1);
      // With the id of a saved draft, that draft is replaced.
      const again = await gw.rest(
        'POST',
        '/memorialGpt/api/save-draft',
        { decedentOpId: OPI.thomas, id: String(draft.id), firstName: 'Tom', writingTone: 'formal' },
        admin,
      );
      expect(again.status, again.text).toBe(201);
      expect(again.body.drafts[0]).toMatchObject({ id: draft.id, firstName: 'Tom', writingTone: 'formal', authorName: 'Alan Park' });
      expect(await countOf(OPI.thomas)).toBe(before + 1);
    });

    it('answers a refused answer with its message in error, anything else with "Error at draft saving, try again"', async () => {
      const before = await countOf(OPI.eleanor);
      const bad = await gw.rest(
        'POST',
        '/memorialGpt/api/save-draft',
        { decedentOpId: OPI.eleanor, firstName: '', writingTone: 'warm' },
        arranger,
      );
      expect(bad.status, bad.text).toBe(400);
      expect(bad.body).toMatchObject({
        success: false,
        error: M.firstName,
        drafts: [],
        message: M.firstName,
        fieldErrors: { firstName: M.firstName },
      });
      const tone = await gw.rest(
        'POST',
        '/memorialGpt/api/save-draft',
        { decedentOpId: OPI.eleanor, firstName: 'Eleanor', writingTone: 'angry' },
        arranger,
      );
      expect(tone.body).toMatchObject({ success: false, error: M.tone });
      for (const [token, status, opi] of [
        [undefined, 401, OPI.eleanor],
        [family2, 403, OPI.eleanor],
        [staff, 404, OPI.missing],
      ] as const) {
        const res = await gw.rest('POST', '/memorialGpt/api/save-draft', { decedentOpId: opi, firstName: 'Eleanor' }, token);
        expect(res.status, res.text).toBe(status);
        expect(res.body).toMatchObject({ success: false, error: M.saveFailed, drafts: [] });
        expectNoInternals(res.text);
      }
      const missing = await gw.rest(
        'POST',
        '/memorialGpt/api/save-draft',
        { decedentOpId: OPI.eleanor, id: 999999, firstName: 'Eleanor' },
        arranger,
      );
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ success: false, error: M.saveFailed, message: M.missing });
      expect(await countOf(OPI.eleanor)).toBe(before);
    });
  });
});
