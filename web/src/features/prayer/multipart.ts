import { print } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { MESSAGES, t } from '@memorial/schema';
import { graphqlUrl } from '../../app/apollo';
import { describeError, handleError } from '../../app/errors';
import { sessionStore } from '../../app/session';
import { localeStore } from '../../app/i18n';

/** Codes the prayer screens show in their own words (a notification with the server's message). */
const REFUSALS = [
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'LOCKED',
  'BAD_USER_INPUT',
  'CONFLICT',
  'SERVICE_UNAVAILABLE',
  'NOT_FOUND',
];

/**
 * A refusal or failure in plain words (the server's message, or the generic sentence). `shown` is true when
 * the app already said it (the session dialog, access denied, a notification): the screen need not repeat it.
 */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly shown = false,
  ) {
    super(message);
  }
}

/**
 * A GraphQL multipart request (graphql-multipart-request-spec, as apollo-upload-client sends it) over
 * XMLHttpRequest, because fetch cannot report the bytes sent: the prayer uploads show real progress.
 * `files` maps a variable path ('file', 'files.0') to its file. An expired session or a forbidden call goes
 * to the app's dialogs as every other call does; the domain's refusals reject with the server's message.
 */
export function sendMultipart<TData, TVars extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVars>,
  variables: TVars,
  files: Record<string, Blob & { name?: string }>,
  onProgress?: (percent: number) => void,
  /** A user action's Idempotency-Key (app/once.ts). */
  idempotencyKey?: string,
): Promise<TData> {
  return new Promise<TData>((resolve, reject) => {
    const vars: Record<string, unknown> = structuredClone({ ...variables });
    const map: Record<string, string[]> = {};
    const form = new FormData();
    const keys = Object.keys(files);
    keys.forEach((path, i) => {
      setPath(vars, path, null);
      map[String(i)] = [`variables.${path}`];
    });
    form.append('operations', JSON.stringify({ query: print(document), variables: vars }));
    form.append('map', JSON.stringify(map));
    keys.forEach((path, i) => {
      const file = files[path]!;
      form.append(String(i), file, file.name ?? `file-${i}`);
    });

    const xhr = new XMLHttpRequest();
    xhr.open('POST', graphqlUrl());
    // The gateway's CSRF guard asks multipart requests for this header (as the app's other uploads send it).
    xhr.setRequestHeader('Apollo-Require-Preflight', 'true');
    const token = sessionStore.get().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    if (idempotencyKey) xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    // The answer's messages in the screen's language, as the GraphQL client asks for them.
    xhr.setRequestHeader('Accept-Language', localeStore.get());
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && onProgress) onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onload = () => {
      let body: Answer<TData> | null = null;
      try {
        body = JSON.parse(xhr.responseText) as Answer<TData>;
      } catch {
        // Not JSON (a proxy's page): the generic sentence below.
      }
      if (body?.errors?.length) {
        const error = new CombinedGraphQLErrors(body as never);
        const failure = describeError(error);
        const refusal = Boolean(failure.code && REFUSALS.includes(failure.code));
        if (!refusal) handleError(error);
        reject(new UploadError(failure.message || t(MESSAGES, 'genericError'), !refusal));
        return;
      }
      if (xhr.status >= 200 && xhr.status < 300 && body?.data) resolve(body.data);
      else reject(new UploadError(t(MESSAGES, 'genericError')));
    };
    xhr.onerror = () => reject(new UploadError(t(MESSAGES, 'genericError')));
    xhr.send(form);
  });
}

interface Answer<TData> {
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    if (node[part] == null) node[part] = /^\d+$/.test(parts[parts.indexOf(part) + 1] ?? '') ? [] : {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]!] = value;
}
