import { useState } from 'react';
import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { isLocale, LANGUAGE_TEXTS, LOCALE_NAMES, LOCALES } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { describeError } from '../../app/errors';
import { useT } from '../../app/i18n';
import { notifySuccess } from '../../app/notify';
import { WebsiteCard } from './WebsiteCard';

const PageLanguageCardFragment = graphql(`
  fragment PageLanguageCard_decedent on Decedent {
    id
    pageLanguage
  }
`);

const SetPageLanguageMutation = graphql(`
  mutation SetPageLanguage($opi: String!, $language: String) {
    setPageLanguage(opi: $opi, language: $language) {
      message
      decedent {
        id
        pageLanguage
      }
    }
  }
`);

/**
 * The memorial page's language (issue 31): English or Spanish for every visitor, or none (each visitor's browser
 * decides). Visitors may still switch; the page is written in it on the server.
 */
export function PageLanguageCard({
  opi,
  number,
  decedent,
}: {
  opi: string;
  number: number;
  decedent: FragmentType<typeof PageLanguageCardFragment>;
}) {
  const t = useT();
  const saved = getFragmentData(PageLanguageCardFragment, decedent).pageLanguage ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const value = chosen ?? saved;
  const [save, { loading }] = useMutation(SetPageLanguageMutation);
  const [error, setError] = useState<string | null>(null);

  const onSave = async () => {
    setError(null);
    try {
      const { data } = await save({
        variables: { opi, language: isLocale(value) ? value : null },
        context: { pageStates: ['BAD_USER_INPUT'] },
      });
      if (!data) return;
      setChosen(null);
      notifySuccess(data.setPageLanguage.message);
    } catch (e) {
      setError(describeError(e).message ?? null);
    }
  };

  return (
    <WebsiteCard number={number} title={t(LANGUAGE_TEXTS, 'pageLanguageTitle')} id="page-language">
      <Stack gap="md">
        <NativeSelect
          label={t(LANGUAGE_TEXTS, 'pageLanguage')}
          description={t(LANGUAGE_TEXTS, 'pageLanguageHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={[
            { value: '', label: t(LANGUAGE_TEXTS, 'visitorsChoose') },
            ...LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] })),
          ]}
          value={value}
          onChange={(event) => setChosen(event.currentTarget.value)}
          error={error}
          maw={420}
        />
        <Group justify="flex-end">
          <Button onClick={() => void onSave()} loading={loading} disabled={value === saved} miw={140}>
            {t(LANGUAGE_TEXTS, 'save')}
          </Button>
        </Group>
      </Stack>
    </WebsiteCard>
  );
}
