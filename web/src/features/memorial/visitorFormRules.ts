import { contactFamilyRule, subscribeRule } from '@memorial/schema';
import { validateWith } from '../../app/forms';

/*
 * The memorial page's visitor forms' validators, in a chunk of their own with zod: StayUpdated and ContactFamilyForm
 * load it when first used (useLazyValidate).
 */
export const validateSubscribe = validateWith(subscribeRule);
export const validateContactFamily = validateWith(contactFamilyRule);
