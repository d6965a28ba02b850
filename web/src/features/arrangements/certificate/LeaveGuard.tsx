import { useState, useSyncExternalStore } from 'react';
import { useLeaveBlocker } from '../../../app/useLeaveBlocker';
import { LeaveDialog } from '../../../app/LeaveDialog';
import { CERTIFICATE_FORM_TEXTS } from '@memorial/schema';
import { useT } from '../../../app/i18n';

/** The forms with unsaved changes, kept outside React state: a form turning dirty re-renders the guard only. */
export interface DirtyForms {
  setDirty: (label: string, dirty: boolean) => void;
  subscribe: (listener: () => void) => () => void;
  get: () => readonly string[];
}

/**
 * Forms report their unsaved changes here; leaving the page with any asks
 * first (a dialog inside the app, the browser's own prompt on reload or close).
 */
export function useDirtyForms(): DirtyForms {
  const [store] = useState<DirtyForms>(() => {
    let labels: readonly string[] = [];
    const listeners = new Set<() => void>();
    return {
      setDirty(label, dirty) {
        if (labels.includes(label) === dirty) return;
        labels = dirty ? [...labels, label] : labels.filter((l) => l !== label);
        // Reported from inside a form's render: listeners hear of it after that render.
        queueMicrotask(() => listeners.forEach((listener) => listener()));
      },
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      get: () => labels,
    };
  });
  return store;
}

export interface LeaveGuardProps {
  forms: DirtyForms;
}

export function LeaveGuard({ forms }: LeaveGuardProps) {
  const t = useT();
  const dirty = useSyncExternalStore(forms.subscribe, forms.get, forms.get);
  const active = dirty.length > 0;
  const blocker = useLeaveBlocker(active);

  return (
    <LeaveDialog blocker={blocker}>
      {t(CERTIFICATE_FORM_TEXTS, 'unsavedLead', { count: dirty.length })} <strong>{dirty.join(', ')}</strong>.{' '}
      {t(CERTIFICATE_FORM_TEXTS, 'unsavedTail')}
    </LeaveDialog>
  );
}
