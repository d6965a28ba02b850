/**
 * The integrators' guide to the legacy API (issue 30): the document's info.description (markdown), written once and
 * read by the OpenAPI generator (gateway/src/rest/openapi.ts), and the texts of its reference page at /api/v1/docs
 * (gateway/src/rest/docs.ts). Every fact here is the gateway's: rest/runner.ts and envelope.ts (envelope, statuses,
 * caching), identity (login, roles), modules/route.ts and revision (ETag, If-Match), request/idempotency.ts and
 * abuse/ (limits, captcha).
 */
export const API_GUIDE = `The /api/v1 paths of the memorial and arrangements portal. Each path is served by one GraphQL operation of the same gateway (the GraphQL endpoint at /graphql answers the same data under the same rules), or, for a download, by the file itself.

## Answers: the legacy envelope

A success is JSON \`{ "data": ..., "message": "..." }\`: \`data\` holds the answer (some paths nest it again as \`data.data\`), and \`message\` is the success text after a change (left out when there is none). A few paths answer in their legacy service's own shape instead, and downloads answer the file as an attachment: each path says so.

An error is JSON \`{ "message": "...", "code": "...", "errors": ["..."], "fieldErrors": { "field": "..." } }\` under the HTTP status of its kind:

- \`message\`, always: the text to show a person;
- \`code\`, when the error has one: \`BAD_USER_INPUT\`, \`UNAUTHENTICATED\`, \`SESSION_EXPIRED\`, \`FORBIDDEN\`, \`PRIVATE\`, \`NOT_FOUND\`, \`CONFLICT\`, \`LOCKED\`, \`PAYLOAD_TOO_LARGE\`, \`UNSUPPORTED_MEDIA_TYPE\`, \`RATE_LIMITED\`, \`SERVICE_UNAVAILABLE\`...;
- \`errors\`, always: the messages of the fields a form was refused for, or else the message alone;
- \`fieldErrors\`, when a form is refused: each field's message under the field's name.

The statuses: 400 the request is refused as it is (the messages say what to fix); 401 no session, or an expired one; 403 not for this role, this family or this private page; 404 nothing of that id or address; 405 a known path asked with a method it does not answer (the \`Allow\` header lists those it does); 409 saved meanwhile by someone else, or the same Idempotency-Key still running; 413 a body or file too large; 415 a file of a type the path does not take (its bytes decide, not its name); 422 an Idempotency-Key used before for another request; 423 a step the arranger has locked; 429 too many requests; 503 briefly unavailable (try again after the \`Retry-After\` header).

Answers are not kept by caches (\`Cache-Control: no-store\`), except a public memorial page's reads asked without a token: those are the same for every visitor, carry an \`ETag\` and answer 304 to an \`If-None-Match\` that names it.

## Signing in: the bearer token

\`POST /auth/{role}/login\` with \`{ "email": "...", "password": "...", "remember": false }\` answers \`data.token\`, with \`role\`, \`isNewUser\` and \`expiresAt\`. Send the token on every later call as the header \`Authorization: Bearer <token>\`. A session lasts 8 hours by default, 30 days with \`remember: true\`; \`POST /auth/logout\` ends it. A wrong password and a role the person does not hold get the same 400. After repeated failed sign-ins on an account or from an address, the login also needs a solved captcha (below); from an address far past that, it is refused with 429 for the rest of the window.

## Roles

The \`{role}\` of the login path is one of:

- \`arranger\`: the family, who arrange and look after their own loved ones' pages, memories and arrangements, and nobody else's;
- \`admin\`: the funeral home's administrators;
- \`cl-arranger\`: the funeral home's staff arrangers.

A person may hold several roles; a token carries the one it was signed in with. The paths under \`/admin\` are staff's (\`admin\` and \`cl-arranger\`): a family token is answered 403 there, even where the family makes the same change on a path of its own. A path that needs a session answers 401 without a token and 403 to a role it is not for. Public paths (a memorial page's data and memories, sharing a memory, Contact Family, Stay Updated, the captcha challenge, signing in) need no token.

## Versions: ETag and If-Match

A read of an editable record answers an \`ETag\` naming the versions of the records it holds. Send it back as \`If-Match\` with the save made from that read: if someone saved the record meanwhile, the save is refused with 409 and changes nothing (its message says who saved it and when); read again and make the change on what is there now. A save without \`If-Match\` is not checked: it saves over whatever is there.

## Repeats: Idempotency-Key

A change (a POST, PUT or DELETE) may carry an \`Idempotency-Key\` header: a key of your choice, up to 255 visible ASCII characters. The same request sent again with the same key answers the first answer instead of running twice (for 24 hours); while the first is still running, the repeat waits for it up to 10 seconds, then answers 409; the same key with a different request answers 422. A refused request keeps nothing: fix it and send it again with the same key.

## Limits: 429

Public writes (sharing a memory, uploads, Contact Family messages, Stay Updated subscriptions, Forgot Password), wrong old passwords and account transfers are counted per caller's address (and per memorial page or account) in fixed windows, mostly of an hour. Past a limit the call answers 429 with the code \`RATE_LIMITED\`: wait and try again later. A visitor's uploads that no memory has taken yet also have a quota per address.

## The captcha of public writes

A visitor's public write carries a solved proof-of-work captcha (ALTCHA) in the body field \`captcha\` (a form field of a multipart upload): sharing a memory (\`POST /memories/{opi}\`), uploading its files (\`POST /memories/upload\`, one captcha per request), Contact Family (\`POST /decedent/{id}/saveMessage\`), Stay Updated (\`POST /decedent/{id}/addSubscriber\`), and \`POST /auth/forgot-password\` (asked of everyone), as well as a login after repeated failures. The family and staff, signed in, are not asked on the others.

1. \`GET /api/v1/captcha/challenge\` answers a new challenge: the raw JSON an ALTCHA widget expects, not in the envelope. It expires after ten minutes (by default).
2. Solve it with \`solveChallenge\` of the \`altcha-lib\` package (what the ALTCHA widget runs in a browser).
3. Send \`base64(JSON.stringify({ challenge, solution }))\` as \`captcha\`. Each solution is taken once: a missing, wrong, expired or used one answers 400 with \`fieldErrors.captcha\`.
`;

/** The reference page's own texts (the document's texts come from the document). */
export const API_DOCS_TEXTS = {
  title: 'Memorial portal API reference',
  /** The heading above the list of paths. */
  operations: 'Paths',
  noScript: 'This reference needs JavaScript. The document itself is at /api/v1/openapi.json.',
} as const;
