import { memo, useMemo, useState } from 'react';
import { Badge, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { FormApi } from 'final-form';
import { Field } from 'react-final-form';
import { APP_TEXTS, CERTIFICATE_FORM_TEXTS, CERTIFICATE_SECTION_TITLES, check, nokInfoRule, type FieldErrors } from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { NextOfKinForm_CertificateFragment, PersonFields_NotifierFragment } from '../../../gql/graphql';
import { notifySuccess } from '../../../app/notify';
import { PlusIcon, TrashIcon } from '../../../app/icons';
import { SAVE_PAGE_STATES, useCertificate } from './CertificateContext';
import { personInput, personValues, type PersonValues } from './contact';
import { useLocked, Watch } from '../../../app/fields';
import type { Country } from '../../../app/address/lists';
import { PersonFields, PersonFieldsKinFragment, PersonFieldsNotifierFragment } from './PersonFields';
import { SectionForm } from './SectionForm';
import { sectionVersion, useSectionReload } from './versions';
import { nestErrors } from '../../../app/forms';

export const NextOfKinFormFragment = graphql(`
  fragment NextOfKinForm_certificate on CertificateInfo {
    opi
    sectionVersions {
      section
      version
    }
    notifierInfo {
      ...PersonFields_notifier
    }
    nokInfo {
      id
      isNotifier
      ...PersonFields_kin
    }
  }
`);

const SaveNextOfKinMutation = graphql(`
  mutation SaveNextOfKin($opi: String!, $input: [NextOfKinInput!]!, $version: Int) {
    saveNextOfKin(opi: $opi, input: $input, version: $version) {
      message
      firstSave
      certificate {
        opi
        isFreeze
        savedSections
        ...NextOfKinForm_certificate
      }
    }
  }
`);

const RemoveNextOfKinMutation = graphql(`
  mutation RemoveNextOfKin($opi: String!, $id: Int!, $version: Int) {
    removeNextOfKin(opi: $opi, id: $id, version: $version) {
      message
      certificate {
        opi
        isFreeze
        savedSections
        ...NextOfKinForm_certificate
      }
    }
  }
`);

const NextOfKinSavedQuery = graphql(`
  query NextOfKinSaved($opi: String!) {
    certificate(opi: $opi) {
      opi
      ...NextOfKinForm_certificate
    }
  }
`);

export interface KinValues extends PersonValues {
  id: number | null;
  isNotifier: boolean;
}

export interface NextOfKinValues {
  kin: KinValues[];
}

const emptyKin = (): KinValues => ({ ...personValues(null), id: null, isNotifier: false });

/** One block per stored next of kin, and one empty block when there is none (arrangements-portal 4.2). */
export function nextOfKinValues(stored: NextOfKinForm_CertificateFragment['nokInfo']): NextOfKinValues {
  const kin = stored.map((k) => ({
    ...personValues(getFragmentData(PersonFieldsKinFragment, k)),
    id: k.id ?? null,
    isNotifier: !!k.isNotifier,
  }));
  return { kin: kin.length ? kin : [emptyKin()] };
}

const kinInput = (k: KinValues) => ({ ...personInput(k), ...(k.id != null ? { id: k.id } : {}), isNotifier: k.isNotifier });

function validate(values: NextOfKinValues) {
  const errors: FieldErrors = {};
  values.kin.forEach((k, i) => {
    for (const [key, message] of Object.entries(check(nokInfoRule, kinInput(k)) ?? {})) errors[`kin.${i}.${key}`] = message;
  });
  return nestErrors(Object.keys(errors).length ? errors : null);
}

type Notifier = PersonFields_NotifierFragment | null;

interface KinBlocksProps {
  /** The ids of the blocks in order ('new' for unsaved ones): the list re-renders only when blocks come or go. */
  shape: string;
  form: FormApi<NextOfKinValues>;
  locked: boolean;
  notifier: Notifier;
  relationships: readonly { id: number; name: string }[];
  countries: readonly Country[];
  onRemoveStored: (kin: { id: number; name: string }) => void;
}

/** Same as Notifier: ticking it fills the block in with the notifier's saved details. */
function SameAsNotifier({ i, form, notifier, locked }: { i: number } & Pick<KinBlocksProps, 'form' | 'notifier' | 'locked'>) {
  const t = useT();
  return (
    <Field<boolean> name={`kin[${i}].isNotifier`} type="checkbox">
      {({ input }) => (
        <Checkbox
          checked={!!input.checked}
          label={t(CERTIFICATE_FORM_TEXTS, 'sameAsNotifier')}
          description={notifier?.firstName ? t(CERTIFICATE_FORM_TEXTS, 'sameAsNotifierHint') : undefined}
          disabled={locked}
          onChange={(event) => {
            const on = event.currentTarget.checked;
            input.onChange(on);
            if (on && notifier?.firstName) {
              const details = personValues(notifier);
              form.batch(() => {
                for (const [key, value] of Object.entries(details)) form.change(`kin[${i}].${key}` as 'kin', value as never);
              });
            }
          }}
        />
      )}
    </Field>
  );
}

const KinBlocks = memo(function KinBlocks({ shape, form, locked, notifier, relationships, countries, onRemoveStored }: KinBlocksProps) {
  const t = useT();
  const ids = shape.split(',').map((s) => (s === 'new' ? null : Number(s)));
  const numbered = (i: number) => t(CERTIFICATE_FORM_TEXTS, 'kinNumbered', { n: i + 1 });
  const nameOf = (i: number) => {
    const k = (form.getState().values.kin ?? [])[i];
    return [k?.firstName, k?.lastName].filter(Boolean).join(' ') || numbered(i);
  };
  return (
    <>
      {ids.map((id, i) => (
        <section key={id ?? `new-${i}`} className="kin-block" aria-label={numbered(i)}>
          <Stack gap="md">
            <Group justify="space-between" align="center" wrap="wrap" gap="xs">
              <Group gap="xs">
                <Text className="cert-subtitle" component="h3">
                  {numbered(i)}
                </Text>
                {id == null && (
                  <Badge variant="light" color="yellow" size="sm" radius="sm">
                    {t(CERTIFICATE_FORM_TEXTS, 'notSavedYet')}
                  </Badge>
                )}
              </Group>
              {(id != null || ids.length > 1) && (
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  leftSection={<TrashIcon size={15} />}
                  disabled={locked}
                  aria-label={t(CERTIFICATE_FORM_TEXTS, 'kinRemoveNumbered', { n: i + 1 })}
                  onClick={() => {
                    if (id != null) onRemoveStored({ id, name: nameOf(i) });
                    else
                      form.change(
                        'kin',
                        (form.getState().values.kin ?? []).filter((_, j) => j !== i),
                      );
                  }}
                >
                  {t(CERTIFICATE_FORM_TEXTS, 'remove')}
                </Button>
              )}
            </Group>
            <SameAsNotifier i={i} form={form} notifier={notifier} locked={locked} />
            <PersonFields base={`kin[${i}]`} relationships={relationships} countries={countries} />
          </Stack>
        </section>
      ))}
      <Group>
        <Button
          variant="outline"
          leftSection={<PlusIcon size={16} />}
          disabled={locked}
          onClick={() => form.change('kin', [...(form.getState().values.kin ?? []), emptyKin()])}
        >
          {t(CERTIFICATE_FORM_TEXTS, 'addKin')}
        </Button>
      </Group>
    </>
  );
});

export interface NextOfKinFormProps {
  certificate: FragmentType<typeof NextOfKinFormFragment>;
  relationships: readonly { id: number; name: string }[];
  countries: readonly Country[];
}

/** 8. Next of Kin Details: one block per person; ADD NEXT OF KIN adds another. */
export function NextOfKinForm({ certificate: ref, relationships, countries }: NextOfKinFormProps) {
  const t = useT();
  const certificate = getFragmentData(NextOfKinFormFragment, ref);
  const { opi } = useCertificate();
  const locked = useLocked();
  const [saveKin] = useMutation(SaveNextOfKinMutation);
  const [removeKin, { loading: removing }] = useMutation(RemoveNextOfKinMutation);
  const [confirming, setConfirming] = useState<{ id: number; name: string } | null>(null);
  const initialValues = useMemo(() => nextOfKinValues(certificate.nokInfo), [certificate.nokInfo]);

  const save = async (values: NextOfKinValues, version: number) => {
    const { data } = await saveKin({
      variables: { opi, input: values.kin.map(kinInput), version },
      context: { pageStates: SAVE_PAGE_STATES },
    });
    if (!data) return null;
    const saved = getFragmentData(NextOfKinFormFragment, data.saveNextOfKin.certificate);
    return {
      message: data.saveNextOfKin.message,
      firstSave: data.saveNextOfKin.firstSave,
      next: nextOfKinValues(saved.nokInfo),
      version: sectionVersion(saved, 'nok'),
    };
  };
  const reload = useSectionReload(NextOfKinSavedQuery, (data) => {
    const c = getFragmentData(NextOfKinFormFragment, data.certificate);
    return { values: nextOfKinValues(c.nokInfo), version: sectionVersion(c, 'nok') };
  });

  const remove = async () => {
    if (!confirming) return;
    try {
      // Removing a stored one is a save of the list too: made from the version the page holds now.
      const { data } = await removeKin({ variables: { opi, id: confirming.id, version: sectionVersion(certificate, 'nok') } });
      if (data) notifySuccess(data.removeNextOfKin.message);
    } catch {
      // The error notification has been shown.
    } finally {
      setConfirming(null);
    }
  };

  return (
    <>
      <SectionForm<NextOfKinValues>
        label={t(CERTIFICATE_SECTION_TITLES, 'nok')}
        initialValues={initialValues}
        version={sectionVersion(certificate, 'nok')}
        reload={reload}
        validate={validate}
        save={save}
        serverPrefix="kin."
      >
        {(form) => (
          <Watch<KinValues[]> name="kin">
            {(kin) => (
              <KinBlocks
                shape={kin.map((k) => k.id ?? 'new').join(',')}
                form={form}
                locked={locked}
                notifier={getFragmentData(PersonFieldsNotifierFragment, certificate.notifierInfo) ?? null}
                relationships={relationships}
                countries={countries}
                onRemoveStored={setConfirming}
              />
            )}
          </Watch>
        )}
      </SectionForm>
      <Modal opened={!!confirming} onClose={() => setConfirming(null)} title={t(CERTIFICATE_FORM_TEXTS, 'removeKinTitle')} size="sm">
        <Stack gap="lg">
          <Text>{t(CERTIFICATE_FORM_TEXTS, 'removeKinQuestion', { name: confirming?.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t(APP_TEXTS, 'cancel')}
            </Button>
            <Button color="red" loading={removing} onClick={() => void remove()}>
              {t(APP_TEXTS, 'delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
