import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import {
  LOCALE_NAMES,
  LOCALES,
  WRITER_LENGTHS,
  WRITER_MESSAGES,
  WRITER_TEXTS,
  WRITER_TONES,
  type Locale,
  type WriterLength,
  type WriterTone,
} from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { describeError, handleError } from '../../../app/errors';
import { notifyError } from '../../../app/notify';
import { useLocale, useT } from '../../../app/i18n';
import { formatEditedAt } from '../../../app/arrangement/format';
import { fromAnswers, fromDecedent, type WriterValues } from './answers';
import { WriterQuestionnaire } from './WriterQuestionnaire';
import './writer.css';

export const WriterDraftFragment = graphql(`
  fragment WriterDraft_draft on ObituaryDraft {
    id
    generatedText
    language
    authorName
    updatedAt
    answers {
      firstName middleName lastName nickName gender dateOfBirth dateOfDeath dateOfCeremony birthplace placeLived education deathCause
      familyMembers { name relationship isDeceased }
      lifeMoments achievements memories hobbies personalityTraits ceremonyDetails writingTone length memorableQuote
    }
  }
`);

const WriterLauncherQuery = graphql(`
  query WriterLauncher($opi: String!) {
    decedent(opi: $opi) {
      id
      firstName
      middleName
      lastName
      gender
      dateOfBirth
      dateOfDeath
    }
    obituaryDrafts(opi: $opi) {
      id
      ...WriterDraft_draft
    }
  }
`);

/** The writer's open dialog: the questionnaire (new, or a saved draft's answers) or the list of drafts. */
type Open = { kind: 'writer'; values: WriterValues; draftId: number | null; language?: Locale; key: string } | { kind: 'drafts' } | null;

const SESSION = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN']);

/**
 * The assisted obituary writer's two buttons for the obituary editor (arrangements-portal 4.6): the writer, shown when the
 * decedent has a name, and Draft, shown only when a draft is saved. "Use this draft" hands the composed HTML to the caller.
 */
export function ObituaryWriterLauncher({ opi, onUseDraft }: { opi: string; onUseDraft: (html: string) => void }) {
  const { data, error } = useQuery(WriterLauncherQuery, { variables: { opi }, context: { silent: true } });
  const [open, setOpen] = useState<Open>(null);
  const phone = useMediaQuery('(max-width: 48em)');
  const t = useT();

  useEffect(() => {
    if (!error) return;
    if (SESSION.has(describeError(error).code ?? '')) handleError(error);
    else notifyError(t(WRITER_MESSAGES, 'fetchFailed'));
  }, [error, t]);

  const decedent = data?.decedent;
  if (!decedent || !(decedent.firstName?.trim() || decedent.lastName?.trim())) return null;
  const drafts = data.obituaryDrafts;
  const use = (html: string) => {
    setOpen(null);
    onUseDraft(html);
  };

  return (
    <>
      <Group gap="sm" className="writer-launcher">
        <Button
          variant="light"
          onClick={() => setOpen({ kind: 'writer', values: fromDecedent(decedent), draftId: null, key: `new-${Date.now()}` })}
        >
          {t(WRITER_TEXTS, 'writer')}
        </Button>
        {drafts.length > 0 && (
          <Button
            variant="default"
            onClick={() => setOpen({ kind: 'drafts' })}
            aria-label={t(WRITER_TEXTS, 'draftCount', { count: drafts.length })}
          >
            {t(WRITER_TEXTS, 'drafts')}
          </Button>
        )}
      </Group>
      <Modal
        opened={open?.kind === 'writer'}
        onClose={() => setOpen(null)}
        title={t(WRITER_TEXTS, 'writer')}
        size="xl"
        fullScreen={!!phone}
        closeButtonProps={{ 'aria-label': t(WRITER_TEXTS, 'closeWriter') }}
      >
        {open?.kind === 'writer' && (
          <WriterQuestionnaire
            key={open.key}
            opi={opi}
            initialValues={open.values}
            draftId={open.draftId}
            language={open.language}
            onUseDraft={use}
          />
        )}
      </Modal>
      <Modal
        opened={open?.kind === 'drafts'}
        onClose={() => setOpen(null)}
        title={t(WRITER_TEXTS, 'savedDrafts')}
        size="xl"
        fullScreen={!!phone}
        closeButtonProps={{ 'aria-label': t(WRITER_TEXTS, 'closeDrafts') }}
      >
        <WriterDrafts
          drafts={drafts}
          onUseDraft={use}
          onEdit={(values, draftId, language) =>
            setOpen({ kind: 'writer', values, draftId, language, key: `draft-${draftId}-${Date.now()}` })
          }
        />
      </Modal>
    </>
  );
}

// As the arrangement screens' 'Last edited at' (the spec's 'MMMM Do YYYY, h:mm a'); in Spanish, its long date and 12-hour time.
const savedAt = (iso: unknown, locale: ReturnType<typeof useLocale>) => formatEditedAt(String(iso), locale);

/** The saved drafts, the last saved first: each readable in full, to use as it is or to open again in the questionnaire. */
export function WriterDrafts({
  drafts,
  onUseDraft,
  onEdit,
}: {
  drafts: readonly FragmentType<typeof WriterDraftFragment>[];
  onUseDraft: (html: string) => void;
  onEdit: (values: WriterValues, draftId: number, language: Locale) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const list = drafts.map((d) => getFragmentData(WriterDraftFragment, d));
  if (!list.length) return <Text c="dimmed">{t(WRITER_MESSAGES, 'none')}</Text>;
  const known = <T extends string>(values: readonly T[], value: string) => values.find((v) => v === value);
  return (
    <Stack component="ul" aria-label={t(WRITER_TEXTS, 'savedDrafts')} className="writer-drafts" p={0} m={0} style={{ listStyle: 'none' }}>
      {list.map((draft) => {
        const toneKey: WriterTone | undefined = known(WRITER_TONES, draft.answers.writingTone ?? '');
        const lengthKey: WriterLength | undefined = known(WRITER_LENGTHS, draft.answers.length ?? '');
        const tone = toneKey && t(WRITER_TEXTS, toneKey);
        const length = lengthKey && t(WRITER_TEXTS, lengthKey);
        // Its own language, named in its own words when it is not the screen's: it reopens and recomposes in it.
        const language: Locale = LOCALES.find((l) => l === draft.language) ?? locale;
        return (
          <Card component="li" key={draft.id} withBorder radius="md" p="lg">
            <Group justify="space-between" align="flex-start" mb="sm">
              <Text fw={600}>
                {draft.authorName
                  ? t(WRITER_TEXTS, 'savedAtBy', { when: savedAt(draft.updatedAt, locale), name: draft.authorName })
                  : t(WRITER_TEXTS, 'savedAt', { when: savedAt(draft.updatedAt, locale) })}
              </Text>
              <Group gap={6}>
                {language !== locale && (
                  <Badge variant="light" lang={language}>
                    {LOCALE_NAMES[language]}
                  </Badge>
                )}
                {tone && <Badge variant="default">{tone}</Badge>}
                {length && <Badge variant="default">{length}</Badge>}
              </Group>
            </Group>
            {/* The gateway's composition: its own paragraphs around escaped answers. */}
            <div className="writer-draft-text" dangerouslySetInnerHTML={{ __html: draft.generatedText }} />
            <Group justify="flex-end" mt="md">
              <Button
                variant="default"
                onClick={() => onEdit(fromAnswers(draft.answers as Parameters<typeof fromAnswers>[0]), draft.id, language)}
              >
                {t(WRITER_TEXTS, 'editAnswers')}
              </Button>
              <Button onClick={() => onUseDraft(draft.generatedText)}>{t(WRITER_TEXTS, 'useDraft')}</Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
