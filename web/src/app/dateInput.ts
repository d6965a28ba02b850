/**
 * The date pickers in the reader's language (issue 31). Mantine's calendar names the months and days through dayjs in
 * `locale` (Spanish's dayjs locale loads with its catalog, in app/i18n.tsx, so an English reader never downloads it),
 * and the chosen day shows as the reader writes it: MM/DD/YYYY in English, DD/MM/YYYY in Spanish. The value the form
 * keeps and sends stays ISO (YYYY-MM-DD) whatever the language.
 */
import type { Locale } from '@memorial/schema';
import { useLocale } from './i18n';

/** How a picked day is shown in the field (dayjs tokens). */
const VALUE_FORMAT: Record<Locale, string> = { en: 'MM/DD/YYYY', es: 'DD/MM/YYYY' };

/** Spread on every DatePickerInput: `<DatePickerInput {...useDatePickerLocale()} ... />`. */
export function useDatePickerLocale(): { locale: Locale; valueFormat: string } {
  const locale = useLocale();
  return { locale, valueFormat: VALUE_FORMAT[locale] };
}
