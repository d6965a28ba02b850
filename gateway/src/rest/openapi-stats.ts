/** What the stats read of the document. */
interface Operation {
  parameters?: Array<{ schema?: Record<string, unknown> }>;
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, Record<string, unknown>> } }> };
  responses: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}

/** A success schema that names a shape: a type, a reference or alternatives, and an envelope whose data has one. */
function typed(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  const data = (schema['properties'] as Record<string, Record<string, unknown>> | undefined)?.['data'];
  const shape = data ?? schema;
  return ['type', '$ref', 'anyOf', 'allOf', 'const', 'enum'].some((k) => k in shape);
}

/**
 * How many of the document's operations have typed parameters, bodies, answers and error statuses (issue 30:
 * all of them). A GET or DELETE counts its body as typed (it has none); a file answer is typed as binary.
 */
export function openApiStats(document: { paths: Record<string, Record<string, unknown>> }) {
  const operations = Object.values(document.paths).flatMap((item) => Object.entries(item as Record<string, Operation>));
  const count = (test: (method: string, op: Operation) => boolean) => operations.filter(([m, op]) => test(m, op)).length;
  return {
    operations: operations.length,
    typedParameters: count((_, op) => (op.parameters ?? []).every((p) => typed(p.schema))),
    typedBodies: count(
      (m, op) =>
        !['post', 'put'].includes(m) ||
        (!!op.requestBody &&
          Object.values(op.requestBody.content).every((c) => Object.values(c.schema?.properties ?? {}).every((p) => typed(p)))),
    ),
    typedAnswers: count((_, op) => {
      const [status, success] = Object.entries(op.responses).find(([s]) => Number(s) < 300) ?? [];
      if (!status || !success?.content) return false;
      return Object.values(success.content).every((c) => typed(c.schema));
    }),
    documentedStatuses: count((_, op) => Object.keys(op.responses).some((s) => Number(s) >= 400)),
  };
}
