import type { FragmentType } from '../../../gql';
import { addressValues, type AddressFieldsFragment, type AddressValues } from '../../../app/address/AddressFields';
import { joinPhone, splitPhone } from '../../../app/arrangement/format';
import { text } from './validation';

/** The person fields that the notifier and each next of kin share. */
export interface PersonValues {
  prefix: string;
  firstName: string;
  middleName: string;
  lastName: string;
  relation: string;
  email: string;
  phoneCode: string;
  phoneNumber: string;
  secondaryPhoneCode: string;
  secondaryPhoneNumber: string;
  address: AddressValues;
}

/** A stored notifier or next of kin, unmasked from PersonFields' fragments. */
interface StoredPerson {
  prefix?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  relation?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  secondaryPhoneNumber?: string | null;
  address?: FragmentType<typeof AddressFieldsFragment> | null;
}

export function personValues(p: StoredPerson | null | undefined): PersonValues {
  const phone = splitPhone(p?.phoneNumber);
  const secondary = splitPhone(p?.secondaryPhoneNumber);
  return {
    prefix: text(p?.prefix),
    firstName: text(p?.firstName),
    middleName: text(p?.middleName),
    lastName: text(p?.lastName),
    relation: text(p?.relation),
    email: text(p?.email),
    phoneCode: phone.code,
    phoneNumber: phone.digits,
    secondaryPhoneCode: secondary.code,
    secondaryPhoneNumber: secondary.digits,
    address: addressValues(p?.address),
  };
}

/** The person as the gateway takes it: phones as country code + '-' + ten digits, prefix null when none. */
export function personInput(v: PersonValues) {
  const a = v.address;
  return {
    prefix: v.prefix || null,
    firstName: v.firstName.trim(),
    middleName: v.middleName.trim(),
    lastName: v.lastName.trim(),
    relation: v.relation,
    email: v.email.trim(),
    phoneNumber: joinPhone(v.phoneCode, v.phoneNumber),
    secondaryPhoneNumber: joinPhone(v.secondaryPhoneCode, v.secondaryPhoneNumber),
    address: {
      line1: a.line1.trim(),
      line2: a.line2.trim(),
      country: a.country,
      state: a.state,
      county: a.county,
      city: a.city.trim(),
      zipcode: a.zipcode.trim(),
    },
  };
}
