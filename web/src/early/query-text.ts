import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';

/**
 * A document's text as the app's Apollo client sends it: with __typename in every selection (the cache's own
 * transform), so that an answer to it is one the cache can take. Used at build time (web/vite.config.ts) for the
 * early script's query, and by its test against what the client really sends.
 */
export function sentQueryText(document: DocumentNode): string {
  return print(addTypenameToDocument(document));
}
