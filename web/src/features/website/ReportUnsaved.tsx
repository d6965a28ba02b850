import { useEffect, useRef } from 'react';
import type { FormApi } from 'final-form';
import type { UnsavedRegistry } from './UnsavedChangesGuard';

/**
 * Tells the page's leave guard whether a form holds unsaved changes, with the card's message; Save submits the
 * form (saved when the submit left no errors), Discard resets it to the stored values.
 */
export function ReportUnsaved<V>({
  registry,
  name,
  message,
  dirty,
  form,
}: {
  registry?: UnsavedRegistry;
  name: string;
  message: string;
  dirty: boolean;
  form: FormApi<V>;
}) {
  const formRef = useRef(form);
  formRef.current = form;
  useEffect(() => {
    if (!registry) return;
    registry.report(
      name,
      dirty
        ? {
            message,
            save: async () => {
              await formRef.current.submit();
              const state = formRef.current.getState();
              return !state.hasSubmitErrors && !state.hasValidationErrors;
            },
            discard: () => formRef.current.reset(),
          }
        : null,
    );
  }, [registry, name, message, dirty]);
  useEffect(() => () => registry?.report(name, null), [registry, name]);
  return null;
}
