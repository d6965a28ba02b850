import type { RestRoute } from '../route.js';
import { bool, etagOf, versionOf } from '../route.js';
import { PageShareService } from './obituary.share.js';

/** The obituary rows of legacy-rest.md, and the official page's QR poster. {id} is the decedent's opi. */
export const obituaryRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/decedent/:opi/poster',
    name: 'DecedentPoster',
    summary:
      'The printable QR poster of the official page and its upcoming services (query paper = letter or a4): a PDF, for whoever may see the page.',
    file: (scope, { params, query }) =>
      scope.service(PageShareService).poster(params['opi'] ?? '', query['paper'] === 'a4' ? 'a4' : 'letter'),
  },
  {
    method: 'PUT',
    path: '/obituary',
    statuses: [404, 423],
    summary: 'Turns the page privacy on or off for an opi (body opi, isPrivate): the same change as PUT /decedent/privacy/{opi}.',
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
    summary:
      'The family website dialog: body obituary (HTML, at most 20000 characters of text), title (or lifeOfTitle, at most 254) and description (or lifeOfDescription, at most 10000); an omitted title or description is kept.',
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
    summary:
      'SUBMIT TO ARRANGER: body obituary (HTML, sanitised; required, at most 50000 characters of text). The same text again writes nothing (data.changed false).',
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
