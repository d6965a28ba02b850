import { createContext, useContext } from 'react';

export interface SaveOutcome {
  message: string;
  firstSave: boolean;
}

export interface CertificateContextValue {
  opi: string;
  locked: boolean;
  /** A section saved: popup on its first save, otherwise a notification with the submit hint. */
  onSaved: (outcome: SaveOutcome) => void;
  /**
   * A save failed: answers the errors for the form (BAD_USER_INPUT), opens
   * the policy dialog when the policy was not accepted, refreshes the lock.
   */
  onSaveError: (error: unknown, serverPrefix?: string) => Record<string, unknown> | undefined;
  /** Forms report unsaved changes for the leave-page guard. */
  setDirty: (key: string, dirty: boolean) => void;
}

export const CertificateContext = createContext<CertificateContextValue | null>(null);

export function useCertificate(): CertificateContextValue {
  const value = useContext(CertificateContext);
  if (!value) throw new Error('useCertificate outside the certificate page');
  return value;
}

/** The GraphQL error codes a certificate save shows itself (field errors, the policy prompt, a save made from an older version). */
export const SAVE_PAGE_STATES = ['BAD_USER_INPUT', 'FORBIDDEN', 'CONFLICT'] as const;
