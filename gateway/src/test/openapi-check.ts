import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
}

const DOCUMENT_ID = 'openapi.json';
const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

/** The document's path template that Express would route this path to: a fixed segment before a parameter. */
function templateOf(document: OpenApiDocument, path: string): string | undefined {
  const matches = Object.keys(document.paths).filter((template) =>
    new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  );
  const params = (t: string) => t.split('/').map((s) => (s.startsWith('{') ? '1' : '0'));
  return matches.sort((a, b) => params(a).join('').localeCompare(params(b).join('')))[0];
}

/**
 * Checks every answer a test receives from /api/v1 against the served OpenAPI document (issue 30: it cannot drift):
 * the status must be one its operation documents, and a JSON body must match the documented schema of that status.
 * A path no row serves must answer the error envelope. Throws with what differs.
 */
export function openApiChecker(load: () => Promise<unknown>) {
  let ready: Promise<{ document: OpenApiDocument; ajv: Ajv2020 }> | undefined;
  const compiled = new Map<string, ValidateFunction>();
  const validatorOf = (ajv: Ajv2020, ref: string) => {
    let validate = compiled.get(ref);
    if (!validate) compiled.set(ref, (validate = ajv.compile({ $ref: ref })));
    return validate;
  };
  return async (method: string, url: string, status: number, contentType: string | null, body: unknown): Promise<void> => {
    ready ??= load().then((document) => {
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      addFormats.default(ajv);
      ajv.addFormat('binary', true);
      ajv.addSchema(document as object, DOCUMENT_ID);
      return { document: document as OpenApiDocument, ajv };
    });
    const { document, ajv } = await ready;
    const path = url.split('?')[0]!;
    const template = templateOf(document, path);
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined;
    const json = contentType?.includes('application/json') ?? false;
    let ref: string;
    if (!operation) {
      // Not a row (the router's 404, a wrong method's 405, or the document itself): errors are the envelope.
      if (status < 400) return;
      ref = `${DOCUMENT_ID}#/components/schemas/Error`;
    } else {
      const response = operation.responses[String(status)];
      if (!response) throw new Error(`${method} ${url} answered ${status}, a status its operation does not document`);
      if (!json || !response.content?.['application/json']) return;
      ref = `${DOCUMENT_ID}#/${pointer('paths', template!, method.toLowerCase(), 'responses', String(status), 'content', 'application/json', 'schema')}`;
    }
    if (!json) throw new Error(`${method} ${url} answered ${status} without the JSON envelope`);
    const validate = validatorOf(ajv, ref);
    if (!validate(body))
      throw new Error(
        `${method} ${url} answered ${status} in a shape its OpenAPI operation does not document:\n${ajv.errorsText(validate.errors, { separator: '\n' })}\n${JSON.stringify(body).slice(0, 600)}`,
      );
  };
}
