import { useMemo } from 'react';
import { Text } from '@mantine/core';
import { CERTIFICATE_LIMITS, NOTIFIER_PREFIXES } from '@memorial/schema';
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
  const at = (field: string) => (base ? `${base}.${field}` : field);
  const relations = useMemo(() => relationships.map((r) => r.name), [relationships]);
  return (
    <>
      <FieldGroup columns={4}>
        <SelectField name={at('prefix')} label="Prefix" data={[...NOTIFIER_PREFIXES]} disabled={disabled} />
        <TextField name={at('firstName')} label="First Name" required maxLength={CERTIFICATE_LIMITS.name} disabled={disabled} />
        <TextField name={at('middleName')} label="Middle Name" maxLength={CERTIFICATE_LIMITS.name} disabled={disabled} />
        <TextField name={at('lastName')} label="Last Name" maxLength={CERTIFICATE_LIMITS.name} disabled={disabled} />
      </FieldGroup>
      <FieldGroup>
        <SelectField name={at('relation')} label="Relationship to the decedent" data={relations} disabled={disabled} />
        <TextField name={at('email')} label="Email" type="email" inputMode="email" maxLength={254} disabled={disabled} />
        <PhoneField name={at('phoneNumber')} codeName={at('phoneCode')} label="Phone Number" disabled={disabled} />
        <PhoneField name={at('secondaryPhoneNumber')} codeName={at('secondaryPhoneCode')} label="Secondary Phone" disabled={disabled} />
      </FieldGroup>
      <Text className="cert-subtitle" component="h3">
        Address
      </Text>
      <FieldGroup columns={3}>
        <AddressFields prefix={at('address')} countries={countries} disabled={disabled} />
      </FieldGroup>
    </>
  );
}
