import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Stack, Tooltip } from '@mantine/core';
import type { FormApi } from 'final-form';
import { Form, FormSpy } from 'react-final-form';
import { CERTIFICATE_FORM_TEXTS, CERTIFICATE_MESSAGES, MESSAGES } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { useCertificate, type SaveOutcome } from './CertificateContext';
import { LockedContext } from '../../../app/fields';
import { FormConflictPanel } from '../../../app/conflict/ConflictPanel';
import type { Versioned } from '../../../app/conflict/useSaveConflict';
import { useVersionedForm } from '../../../app/conflict/useVersionedForm';
import { sameValues } from './validation';

export interface SectionFormProps<V extends object> {
  /** The accessible name of the form. */
  label: string;
  initialValues: V;
  /** The section's version as the page read it with `initialValues` (sectionVersions). */
  version: number;
  validate: (values: V) => Record<string, unknown> | undefined;
  /** Sends the form, made from `version`; answers the outcome, and the values and version the gateway now holds. */
  save: (values: V, version: number) => Promise<(SaveOutcome & { next: V; version: number }) | null>;
  /** Reads the section again from the gateway (network-only), after a save refused as made from an older version. */
  reload: () => Promise<Versioned<V> | null>;
  /** The same record saved by a sibling form (the mother's and the father's share one version). */
  sharedSave?: Versioned<V> | null;
  /** Field errors of a list section come back as '0.firstName': the form's list name goes in front. */
  serverPrefix?: string;
  saveLabel?: string;
  /** SAVE is also off while this answers true (e.g. the notifier is not verified). */
  saveDisabled?: (values: V) => boolean;
  /** Some of the fields are still being built (aria-busy on the form). */
  busy?: boolean;
  /** The fields; parts that depend on a value watch that value (see Watch), so typing re-renders little. */
  children: (form: FormApi<V>) => ReactNode;
}

/** SAVE: off while locked, or while `saveDisabled` answers true for the values. */
function SaveButton<V>({
  label,
  submitting,
  locked,
  saveDisabled,
}: {
  label: string;
  submitting: boolean;
  locked: boolean;
  saveDisabled?: (values: V) => boolean;
}) {
  if (!saveDisabled)
    return (
      <Button type="submit" loading={submitting} disabled={locked} miw={140}>
        {label}
      </Button>
    );
  return (
    <FormSpy<V> subscription={{ values: true }}>
      {({ values }) => (
        <Button type="submit" loading={submitting} disabled={locked || saveDisabled(values)} miw={140}>
          {label}
        </Button>
      )}
    </FormSpy>
  );
}

/**
 * One certificate form: validated with the shared rule, a SAVE button, the
 * lock (fields and SAVE disabled, the tooltip on hover), and its unsaved
 * changes reported to the leave-page guard.
 */
export function SectionForm<V extends object>({
  label,
  initialValues: current,
  version: currentVersion,
  validate,
  save,
  reload,
  sharedSave,
  serverPrefix,
  saveLabel,
  saveDisabled,
  busy,
  children,
}: SectionFormProps<V>) {
  const t = useT();
  const { locked, onSaved, onSaveError, setDirty } = useCertificate();
  const restartTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(restartTimer.current), []);
  useEffect(() => () => setDirty(label, false), [label, setDirty]);
  const { versioned, onSubmit } = useVersionedForm<V, SaveOutcome & { next: V; version: number }>({
    current: { values: current, version: currentVersion },
    reload,
    save,
    answered: (result) => ({ values: result.next, version: result.version }),
    onSaved: (result, form) => {
      onSaved(result);
      // What the gateway holds becomes the form's own (the SSN empties, its placeholder shows the new mask).
      restartTimer.current = setTimeout(() => form.restart(result.next));
    },
    onError: (error) => onSaveError(error, serverPrefix),
    shared: sharedSave,
  });

  return (
    <Form<V>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={versioned.initialValues}
      initialValuesEqual={sameValues}
      keepDirtyOnReinitialize={!!versioned.conflict}
      subscription={{ submitting: true, submitError: true }}
    >
      {({ handleSubmit, submitting, submitError, form }) => (
        <Tooltip.Floating label={t(CERTIFICATE_MESSAGES, 'lockedTooltip')} disabled={!locked} w={300} multiline>
          <div className="cert-form-wrap" data-locked={locked || undefined}>
            <form onSubmit={handleSubmit} noValidate aria-label={label} aria-busy={busy || undefined}>
              <FormSpy<V>
                subscription={{ dirty: true }}
                onChange={({ dirty }) => {
                  setDirty(label, !!dirty);
                  versioned.setDirty(!!dirty);
                }}
              />
              <LockedContext.Provider value={locked}>
                <fieldset className="cert-form" disabled={locked}>
                  <Stack gap="md">
                    {submitError && (
                      <Alert color="red" variant="light" role="alert" title={t(MESSAGES, 'errorTitle')}>
                        {String(submitError)}
                      </Alert>
                    )}
                    {versioned.conflict && <FormConflictPanel conflict={versioned.conflict} />}
                    {children(form)}
                  </Stack>
                  <div className="cert-actions">
                    <SaveButton<V>
                      label={saveLabel ?? t(CERTIFICATE_FORM_TEXTS, 'save')}
                      submitting={!!submitting}
                      locked={locked}
                      saveDisabled={saveDisabled}
                    />
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
