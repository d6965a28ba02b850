import { useMemo } from 'react';
import { Text } from '@mantine/core';
import {
  CERTIFICATE_FIELDS,
  CERTIFICATE_FORM_TEXTS,
  CERTIFICATE_LIMITS,
  NOTIFIER_PREFIXES,
  prefixLabel,
  relationshipLabel,
} from '@memorial/schema';
import { useT } from '../../../app/i18n';
import { graphql } from '../../../gql';
import { SelectField, TextField } from '../../../app/fields';
import { AddressFields } from '../../../app/address/AddressFields';
import type { Country } from '../../../app/address/lists';
import { PhoneField } from './fields';
import { FieldGroup } from './FieldGroup';

// The notifier and a next of kin are two types with the same person fields: one fragment each.
export const PersonFieldsNotifierFragment = graphql(`
  fragment PersonFields_notifier on NotifierInfo {
    prefix
    firstName
    middleName
    lastName
    relation
    email
    phoneNumber
    secondaryPhoneNumber
    address {
      ...AddressFields_address
    }
  }
`);

export const PersonFieldsKinFragment = graphql(`
  fragment PersonFields_kin on NextOfKin {
    prefix
    firstName
    middleName
    lastName
    relation
    email
    phoneNumber
    secondaryPhoneNumber
    address {
      ...AddressFields_address
    }
  }
`);

export interface PersonFieldsProps {
  /** '' for a form of one person, 'kin[0]' for a block of a list. */
  base: string;
  relationships: readonly { id: number; name: string }[];
  countries: readonly Country[];
  disabled?: boolean;
}

/** Name, relationship, e-mail, phones and address of the notifier or a next of kin. */
export function PersonFields({ base, relationships, countries, disabled }: PersonFieldsProps) {
  const t = useT();
  const at = (field: string) => (base ? `${base}.${field}` : field);
  // The relationship is saved by its English name (the legacy contract); it is shown in the reader's language.
  const relations = useMemo(
    () => relationships.map((r) => ({ value: r.name, label: relationshipLabel(t, r.id) ?? r.name })),
    [relationships, t],
  );
  // The title is saved as Mr, Mrs or Ms (the legacy contract) and shown in the reader's language.
  const prefixes = useMemo(() => NOTIFIER_PREFIXES.map((p) => ({ value: p, label: prefixLabel(t, p) ?? p })), [t]);
  return (
    <>
      <FieldGroup columns={4}>
        <SelectField name={at('prefix')} label={t(CERTIFICATE_FIELDS, 'prefix')} data={prefixes} disabled={disabled} />
        <TextField
          name={at('firstName')}
          label={t(CERTIFICATE_FIELDS, 'firstName')}
          required
          maxLength={CERTIFICATE_LIMITS.name}
          disabled={disabled}
        />
        <TextField
          name={at('middleName')}
          label={t(CERTIFICATE_FIELDS, 'middleName')}
          maxLength={CERTIFICATE_LIMITS.name}
          disabled={disabled}
        />
        <TextField
          name={at('lastName')}
          label={t(CERTIFICATE_FIELDS, 'lastName')}
          maxLength={CERTIFICATE_LIMITS.name}
          disabled={disabled}
        />
      </FieldGroup>
      <FieldGroup>
        <SelectField
          name={at('relation')}
          label={t(CERTIFICATE_FORM_TEXTS, 'relationshipToDecedent')}
          data={relations}
          disabled={disabled}
        />
        <TextField
          name={at('email')}
          label={t(CERTIFICATE_FORM_TEXTS, 'email')}
          type="email"
          inputMode="email"
          maxLength={254}
          disabled={disabled}
        />
        <PhoneField
          name={at('phoneNumber')}
          codeName={at('phoneCode')}
          label={t(CERTIFICATE_FORM_TEXTS, 'phoneNumber')}
          disabled={disabled}
        />
        <PhoneField
          name={at('secondaryPhoneNumber')}
          codeName={at('secondaryPhoneCode')}
          label={t(CERTIFICATE_FORM_TEXTS, 'secondaryPhone')}
          disabled={disabled}
        />
      </FieldGroup>
      <Text className="cert-subtitle" component="h3">
        {t(CERTIFICATE_FORM_TEXTS, 'address')}
      </Text>
      <FieldGroup columns={3}>
        <AddressFields prefix={at('address')} countries={countries} disabled={disabled} />
      </FieldGroup>
    </>
  );
}
