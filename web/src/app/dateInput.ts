/**
 * The date pickers in the reader's language (issue 31). Mantine's calendar names the months and days through dayjs in
 * `locale` (Spanish's dayjs locale loads with its catalog, in app/i18n.tsx, so an English reader never downloads it),
 * the chosen day shows as the reader writes it (MM/DD/YYYY in English, DD/MM/YYYY in Spanish), and the calendar's
 * icon buttons and the clear button are named in the same language. The value the form keeps and sends stays ISO
 * (YYYY-MM-DD) whatever the language.
 */
import { useMemo } from 'react';
import type { CalendarAriaLabels } from '@mantine/dates';
import { DATE_PICKER_TEXTS as D, type Locale } from '@memorial/schema';
import { useLocale, useT } from './i18n';

/** How a picked day is shown in the field (dayjs tokens). */
const VALUE_FORMAT: Record<Locale, string> = { en: 'MM/DD/YYYY', es: 'DD/MM/YYYY' };

interface DatePickerLocale {
  locale: Locale;
  valueFormat: string;
  ariaLabels: CalendarAriaLabels;
  clearButtonProps: { 'aria-label': string };
}

/** Spread on every DatePickerInput: `<DatePickerInput {...useDatePickerLocale()} ... />`. */
export function useDatePickerLocale(): DatePickerLocale {
  const locale = useLocale();
  const t = useT();
  return useMemo(
    () => ({
      locale,
      valueFormat: VALUE_FORMAT[locale],
      ariaLabels: {
        previousMonth: t(D, 'previousMonth'),
        nextMonth: t(D, 'nextMonth'),
        previousYear: t(D, 'previousYear'),
        nextYear: t(D, 'nextYear'),
        previousDecade: t(D, 'previousDecade'),
        nextDecade: t(D, 'nextDecade'),
      },
      clearButtonProps: { 'aria-label': t(D, 'clear') },
    }),
    [locale, t],
  );
}
