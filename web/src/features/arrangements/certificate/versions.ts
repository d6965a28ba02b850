import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Versioned } from '../../../app/conflict/useSaveConflict';
import { SAVE_PAGE_STATES, useCertificate } from './CertificateContext';

/** The version of one section as a certificate answer holds it (0: never saved since versions began). */
export const sectionVersion = (
  certificate: { sectionVersions: readonly { section: string; version: number }[] },
  section: string,
): number => certificate.sectionVersions.find((v) => v.section === section)?.version ?? 0;

/**
 * Reads a section again from the gateway (network-only), after its save was refused as made from an older version:
 * `query` asks for the section's fragment, `read` turns the answer into the form's values and the section's version.
 */
export function useSectionReload<Q, V>(query: TypedDocumentNode<Q, { opi: string }>, read: (data: Q) => Versioned<V>) {
  const client = useApolloClient();
  const { opi } = useCertificate();
  return useCallback(async (): Promise<Versioned<V> | null> => {
    const { data } = await client.query({
      query,
      variables: { opi },
      fetchPolicy: 'network-only',
      context: { pageStates: SAVE_PAGE_STATES },
    });
    return data ? read(data as Q) : null;
  }, [client, query, opi, read]);
}
