import { OBITUARY_LIMITS } from '@memorial/schema';
import type { RestRoute } from '../route.js';
import { bool, etagOf, versionOf } from '../route.js';
import { PageShareService } from './obituary.share.js';

/** The obituary rows of legacy-rest.md, and the official page's QR poster. {id} is the decedent's opi. */
export const obituaryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/decedent/:opi/poster',
    name: 'DecedentPoster',
    mimeType: 'application/pdf',
    summary:
      'The printable QR poster of the official page and its upcoming services (query paper = letter or a4): a PDF, for whoever may see the page.',
    query: {
      paper: {
        schema: { type: 'string', enum: ['letter', 'a4'], default: 'letter' },
        description: 'The paper size: letter (US Letter) or a4 (ISO A4). Absent or another value: letter.',
      },
    },
    file: (scope, { params, query }) =>
      scope.service(PageShareService).poster(params['opi'] ?? '', query['paper'] === 'a4' ? 'a4' : 'letter'),
  },
  {
    method: 'PUT',
    path: '/obituary',
    // 404: the opi of the body names no decedent (the lock of the obituary does not hold for privacy: no 423).
    statuses: [404],
    summary: 'Turns the page privacy on or off for an opi (body opi, isPrivate): the same change as PUT /decedent/privacy/{opi}.',
    body: {
      properties: {
        opi: {
          type: 'string',
          description: "The decedent's opi: 404 when no decedent has it. One of opi or onePortalId is required (else 400).",
        },
        onePortalId: { type: 'string', description: 'The same as opi, under its legacy name; read when opi is absent.' },
        isPrivate: {
          type: 'boolean',
          description:
            'true: only the family with access and staff see the page; false: everyone does. The text true or false is read the same.',
        },
      },
      required: ['isPrivate'],
    },
    operation:
      'mutation ObituaryPrivacy($opi: String!, $isPrivate: Boolean!) { setDecedentPrivacy(opi: $opi, isPrivate: $isPrivate) { isPrivate message } }',
    variables: ({ body }) => ({ opi: body['opi'] ?? body['onePortalId'], isPrivate: bool(body['isPrivate']) ?? body['isPrivate'] }),
    data: (r) => ({ isPrivate: r['setDecedentPrivacy'].isPrivate }),
    message: (r) => r['setDecedentPrivacy'].message,
  },
  {
    method: 'POST',
    path: '/obituary/:id/life-of',
    statuses: [423],
    summary: `The family website dialog: body obituary (HTML, at most ${OBITUARY_LIMITS.website} characters of text), title (or lifeOfTitle, at most ${OBITUARY_LIMITS.lifeOfTitle}) and description (or lifeOfDescription, at most ${OBITUARY_LIMITS.lifeOfDescription}); an omitted title or description is kept.`,
    body: {
      input: 'LifeOfInput',
      properties: {
        obituary: {
          type: 'string',
          description: `The obituary, HTML (sanitised when saved): some text, at most ${OBITUARY_LIMITS.website} characters of it. Absent or empty: 400.`,
        },
        lifeOfTitle: {
          type: ['string', 'null'],
          maxLength: OBITUARY_LIMITS.lifeOfTitle,
          description: `The life-of headline, at most ${OBITUARY_LIMITS.lifeOfTitle} characters; empty: no headline. Absent or null: title is read; neither sent: the stored one is kept.`,
        },
        title: {
          type: ['string', 'null'],
          maxLength: OBITUARY_LIMITS.lifeOfTitle,
          description:
            'The same as lifeOfTitle, as older clients name it, read when lifeOfTitle is absent or null: empty or null, no headline.',
        },
        lifeOfDescription: {
          type: ['string', 'null'],
          maxLength: OBITUARY_LIMITS.lifeOfDescription,
          description: `The life-of description, plain text, at most ${OBITUARY_LIMITS.lifeOfDescription} characters; empty: none. Absent or null: description is read; neither sent: the stored one is kept.`,
        },
        description: {
          type: ['string', 'null'],
          maxLength: OBITUARY_LIMITS.lifeOfDescription,
          description:
            'The same as lifeOfDescription, as older clients name it, read when lifeOfDescription is absent or null: empty or null, none.',
        },
      },
      required: ['obituary'],
    },
    operation:
      'mutation SaveLifeOf($opi: String!, $input: LifeOfInput!, $version: Int) { saveLifeOf(opi: $opi, input: $input, version: $version) { changed message decedent { lifeOfTitle lifeOfDescription obituaryVersion obituary { obituary } } } }',
    variables: (req) => {
      const { params, body } = req;
      const input: Record<string, unknown> = { obituary: body['obituary'] ?? '' };
      // As sent: a list or an object where text belongs is refused in plain words by GraphQL, not turned into text.
      const title = body['lifeOfTitle'] ?? body['title'];
      const description = body['lifeOfDescription'] ?? body['description'];
      if (title !== undefined) input['lifeOfTitle'] = title;
      if (description !== undefined) input['lifeOfDescription'] = description;
      return { opi: params['id'], input, version: versionOf(req, 'obituary') };
    },
    data: (r) => ({
      changed: r['saveLifeOf'].changed,
      obituary: r['saveLifeOf'].decedent.obituary.obituary,
      lifeOfTitle: r['saveLifeOf'].decedent.lifeOfTitle,
      lifeOfDescription: r['saveLifeOf'].decedent.lifeOfDescription,
    }),
    etag: (r) => etagOf({ obituary: r['saveLifeOf'].decedent.obituaryVersion }),
    message: (r) => r['saveLifeOf'].message,
  },
  {
    method: 'POST',
    path: '/obituary/:id',
    statuses: [423],
    summary: `SUBMIT TO ARRANGER: body obituary (HTML, sanitised; required, at most ${OBITUARY_LIMITS.arrangement} characters of text). The same text again writes nothing (data.changed false).`,
    body: {
      properties: {
        obituary: {
          type: 'string',
          description: `The obituary, HTML (sanitised when saved): some text, at most ${OBITUARY_LIMITS.arrangement} characters of it. Absent or empty: 400 "Obituary is required".`,
        },
      },
      required: ['obituary'],
    },
    operation:
      'mutation SubmitObituary($opi: String!, $obituary: String!, $version: Int) { submitObituary(opi: $opi, obituary: $obituary, version: $version) { changed message decedent { obituaryVersion obituary { obituary } obituaryStatus { submittedAt } } } }',
    // A missing obituary is the rule's 'Obituary is required', not a GraphQL variable error.
    variables: (req) => ({ opi: req.params['id'], obituary: req.body['obituary'] ?? '', version: versionOf(req, 'obituary') }),
    data: (r) => ({
      changed: r['submitObituary'].changed,
      obituary: r['submitObituary'].decedent.obituary.obituary,
      submittedAt: r['submitObituary'].decedent.obituaryStatus?.submittedAt ?? null,
    }),
    etag: (r) => etagOf({ obituary: r['submitObituary'].decedent.obituaryVersion }),
    message: (r) => r['submitObituary'].message,
  },
];
