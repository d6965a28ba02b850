import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Stack, Tooltip } from '@mantine/core';
import type { FormApi } from 'final-form';
import { Form, FormSpy } from 'react-final-form';
import { CERTIFICATE_MESSAGES, MESSAGES } from '@memorial/schema';
import { useCertificate, type SaveOutcome } from './CertificateContext';
import { LockedContext } from '../../../app/fields';
import { sameValues } from './validation';

export interface SectionFormProps<V extends object> {
  /** The accessible name of the form. */
  label: string;
  initialValues: V;
  validate: (values: V) => Record<string, unknown> | undefined;
  /** Sends the form; answers the outcome and the values the gateway now holds. */
  save: (values: V) => Promise<(SaveOutcome & { next: V }) | null>;
  /** Field errors of a list section come back as '0.firstName': the form's list name goes in front. */
  serverPrefix?: string;
  saveLabel?: string;
  /** SAVE is also off while this answers true (e.g. the notifier is not verified). */
  saveDisabled?: (values: V) => boolean;
  /** The fields; parts that depend on a value watch that value (see Watch), so typing re-renders little. */
  children: (form: FormApi<V>) => ReactNode;
}

/**
 * One certificate form: validated with the shared rule, a SAVE button, the
 * lock (fields and SAVE disabled, the tooltip on hover), and its unsaved
 * changes reported to the leave-page guard.
 */
export function SectionForm<V extends object>({
  label,
  initialValues,
  validate,
  save,
  serverPrefix,
  saveLabel = 'SAVE',
  saveDisabled,
  children,
}: SectionFormProps<V>) {
  const { locked, onSaved, onSaveError, setDirty } = useCertificate();
  const restartTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(restartTimer.current), []);
  useEffect(() => () => setDirty(label, false), [label, setDirty]);

  const onSubmit = async (values: V, form: FormApi<V>) => {
    try {
      const result = await save(values);
      if (!result) return undefined;
      onSaved(result);
      // What the gateway holds becomes the form's own (the SSN empties, its placeholder shows the new mask).
      restartTimer.current = setTimeout(() => form.restart(result.next));
      return undefined;
    } catch (error) {
      return onSaveError(error, serverPrefix);
    }
  };

  return (
    <Form<V>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={initialValues}
      initialValuesEqual={sameValues}
      subscription={{ submitting: true, submitError: true }}
    >
      {({ handleSubmit, submitting, submitError, form }) => (
        <Tooltip.Floating label={CERTIFICATE_MESSAGES.lockedTooltip} disabled={!locked} w={300} multiline>
          <div className="cert-form-wrap" data-locked={locked || undefined}>
            <form onSubmit={handleSubmit} noValidate aria-label={label}>
              <FormSpy<V> subscription={{ dirty: true }} onChange={({ dirty }) => setDirty(label, !!dirty)} />
              <LockedContext.Provider value={locked}>
                <fieldset className="cert-form" disabled={locked}>
                  <Stack gap="md">
                    {submitError && (
                      <Alert color="red" variant="light" role="alert" title={MESSAGES.errorTitle}>
                        {String(submitError)}
                      </Alert>
                    )}
                    {children(form)}
                  </Stack>
                  <div className="cert-actions">
                    {saveDisabled ? (
                      <FormSpy<V> subscription={{ values: true }}>
                        {({ values }) => (
                          <Button type="submit" loading={submitting} disabled={locked || saveDisabled(values)} miw={140}>
                            {saveLabel}
                          </Button>
                        )}
                      </FormSpy>
                    ) : (
                      <Button type="submit" loading={submitting} disabled={locked} miw={140}>
                        {saveLabel}
                      </Button>
                    )}
                  </div>
                </fieldset>
              </LockedContext.Provider>
            </form>
          </div>
        </Tooltip.Floating>
      )}
    </Form>
  );
}
