/** The page's first query, sent by the HTML's early script (src/early/page-query.ts) before the app's scripts arrive. */
interface EarlyQuery {
  operationName: string;
  variables: Record<string, unknown>;
  /** The gateway's answer ({ data, errors }), or null when it did not come as a GraphQL answer (the app then asks itself). */
  answer: Promise<{ data?: unknown; errors?: unknown[]; extensions?: Record<string, unknown> } | null>;
}

interface Window {
  __earlyQuery?: EarlyQuery;
}

/** A generated operation's text as the app's client sends it (web/vite.config.ts, at build time). */
declare module 'virtual:memorial-query-text/*' {
  const text: string;
  export default text;
}
