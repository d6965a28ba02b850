import { Button } from '@mantine/core';
import { LAYOUT_TEXTS, LOCALE_NAMES, type Locale } from '@memorial/schema';
import { localeStore, useLocale, useT } from '../i18n';

/**
 * The other language, named in its own words ("Español" on an English page): one press shows the site in it and
 * remembers the choice for the next visit (issue 31).
 */
export function LanguageSwitch() {
  const t = useT();
  const locale = useLocale();
  const other: Locale = locale === 'en' ? 'es' : 'en';
  return (
    <Button
      variant="subtle"
      color="stone.8"
      size="compact-md"
      lang={other}
      title={t(LAYOUT_TEXTS, 'switchLanguage', { language: LOCALE_NAMES[other] })}
      onClick={() => void localeStore.set(other, { remember: true })}
    >
      {LOCALE_NAMES[other]}
    </Button>
  );
}
