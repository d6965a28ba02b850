import { OPENAPI_TEXTS, type Role } from '@memorial/schema';
import type { RequestScope } from '../request/scope.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  /** The bearer token itself, for the legacy calls that carry a reset token in it. */
  bearer?: string;
  /** The file parts of a multipart route, in request order, as GraphQL Upload objects. */
  files: unknown[];
  /** The If-Match header: the ETag of the versions a save was made from (see versionOf). */
  ifMatch?: string;
}

/** A JSON Schema, as the OpenAPI document carries it (see rest/openapi.ts). */
export type Schema = { readonly [key: string]: unknown };

// The integrator's documentation is written in English (as rest/openapi.ts): these texts are not the reader's language.
const { captchaOfVisitors, captchaField: captchaFieldDoc } = OPENAPI_TEXTS;

/** The body field of a solved captcha, as every row that asks for one reads it; `when` says when it is asked. */
export const captchaField = (when: string = captchaOfVisitors): Schema => ({
  type: ['string', 'null'],
  description: `${captchaFieldDoc} ${when}`,
});

/** A query parameter a row reads, as its OpenAPI operation documents it. */
export interface QueryParam {
  schema: Schema;
  description: string;
  required?: boolean;
}

interface RouteBase {
  method: HttpMethod;
  /** Express syntax, below /api/v1, e.g. /decedent/opi/:id */
  path: string;
  summary: string;
  /** Path parameters narrower than any text (an enum), as the document types them; the others are text. */
  params?: Readonly<Record<string, QueryParam>>;
  /** Every query parameter the row reads (rest/openapi.test.ts fails for one it reads and does not name here). */
  query?: Readonly<Record<string, QueryParam>>;
  /**
   * The body the row reads: the properties of its JSON object (a multipart row's text fields), each with a description,
   * and those it cannot do without; `input` names a GraphQL input type whose fields the body carries as they are (the
   * document takes their types and descriptions from the schema). rest/openapi.test.ts fails for a top-level field the
   * row reads and does not name.
   */
  body?: { input?: string; properties?: Readonly<Record<string, Schema>>; required?: readonly string[] };
  /** Statuses the row answers besides those rest/openapi.ts derives from it (e.g. 423 when the arranger locked the step). */
  statuses?: readonly number[];
  /**
   * Only these roles may call the route (401 without a session, 403 for another role), on top of what the
   * operation's fields allow: the /admin paths are staff's, even where the family may run the same mutation.
   */
  roles?: readonly Role[];
}

/**
 * One legacy path: which GraphQL operation serves it, how its variables are
 * read from the request, and how the operation's result becomes the legacy
 * envelope's data (and message).
 */
/**
 * The data of a row's operation. Its shape is the row's own GraphQL document, validated against the schema at start,
 * so a row reads the fields it asked for without declaring them again.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type OperationData = Record<string, any>;

export interface OperationRoute extends RouteBase {
  operation: string;
  /** Its OpenAPI operationId, where not its operation's name. */
  name?: string;
  variables?: (req: RestRequest) => Record<string, unknown>;
  /** From the operation's data to the envelope's data; defaults to the only root field. */
  data?: (result: OperationData) => unknown;
  message?: (result: OperationData) => string | undefined;
  /** The ETag of the answer: the versions of the records it holds (etagOf), which a save sends back as If-Match. */
  etag?: (result: OperationData) => string | undefined;
  /**
   * A public memorial page's data, the same for every visitor (issue 28, fast for a crowd): a GET whose anonymous
   * 200 (no Authorization, no Cookie) shared caches may keep (rest/runner.ts, sendShared). Only where signed-in
   * callers are the only ones answered otherwise; never with `etag` (its versions are not the body's: checked at boot).
   */
  shared?: boolean;
  /**
   * The envelope's data (an `answer` row's whole body) where it cannot be traced from the operation's result types by
   * running `data` on stand-ins (rest/shapes.ts): a body made of the request rather than the result.
   */
  dataSchema?: Schema;
  /**
   * The traced data schema amended where tracing cannot tell: a field built as `record?.field ?? null` is traced as the
   * record's field, never null (see withProperties).
   */
  amendData?: (traced: Schema) => Schema;
  /** 201 for creations; 200 otherwise. */
  status?: number;
  /** A multipart/form-data route: its text fields join the body, its files go to `files`. */
  multipart?: boolean;
  /**
   * For the few legacy services that never answered in the envelope (memorialGpt's {success, error, drafts}):
   * the whole body of a success, and the fields a failure adds to the error envelope.
   */
  answer?: {
    ok: (result: OperationData) => unknown;
    failed: (error: { status: number; message: string; code?: string; fieldErrors?: Record<string, string> }) => Record<string, unknown>;
  };
}

/** A stored file to send as an attachment, under its own name and type. */
export interface StoredFile {
  key: string;
  name: string;
  mimeType: string;
}
/** A file made for the request (an .ics), sent as it is. */
export interface MadeFile {
  name: string;
  mimeType: string;
  content: string | Buffer;
}

/** A legacy path that answers a stored file rather than the JSON envelope (its errors are still the envelope). */
export interface FileRoute extends RouteBase {
  /** Its OpenAPI operationId (it has no GraphQL operation to take one from). */
  name: string;
  /** The file's media type, as the document names it; absent where it is the stored file's own (any). */
  mimeType?: string;
  file: (scope: RequestScope, req: RestRequest) => Promise<StoredFile | MadeFile>;
}

export type RestRoute = OperationRoute | FileRoute;

/** The schema with these properties' schemas put in wherever one of its objects has them (a row's amendData). */
export function withProperties(schema: Schema, fields: Readonly<Record<string, Schema>>): Schema {
  if (Array.isArray(schema)) return schema.map((s: Schema) => withProperties(s, fields)) as unknown as Schema;
  if (!schema || typeof schema !== 'object') return schema;
  const amended: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    amended[key] =
      key === 'properties' && value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value as Record<string, Schema>).map(([name, s]) => [name, fields[name] ?? withProperties(s, fields)]),
          )
        : withProperties(value as Schema, fields);
  }
  return amended;
}

/** The first root field's value: most operations select exactly one. */
export const onlyField = (result: Record<string, unknown>) => Object.values(result)[0];

export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : v == null ? undefined : String(v));
export const bool = (v: unknown): boolean | undefined =>
  typeof v === 'boolean' ? v : v === 'true' ? true : v === 'false' ? false : undefined;

/** An ETag of record versions: one version ("3"), or several by name ("primary=3;resident=1"). */
export function etagOf(versions: number | Readonly<Record<string, number>>): string {
  const value =
    typeof versions === 'number'
      ? String(versions)
      : Object.entries(versions)
          .map(([name, v]) => `${name}=${v}`)
          .join(';');
  return `"${value}"`;
}

/**
 * The version a save was made from, as its If-Match header names it (the ETag of the GET it was made from; a
 * several-version ETag by the record's `name`). Undefined without If-Match, or with *: the save goes on as it
 * always did. -1 for an ETag that names no version of the record: refused as made from another version.
 */
export function versionOf(req: RestRequest, name?: string): number | undefined {
  const header = req.ifMatch?.trim();
  if (!header || header === '*') return undefined;
  const tag = header.split(',')[0]!.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
  const value =
    name === undefined
      ? tag
      : tag
          .split(';')
          .find((part) => part.startsWith(`${name}=`))
          ?.slice(name.length + 1);
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : -1;
}
