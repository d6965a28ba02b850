import { useEffect, useState } from 'react';
import { Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { WRITER_LENGTH_LABELS, WRITER_MESSAGES, WRITER_TONE_LABELS, type WriterLength, type WriterTone } from '@memorial/schema';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { describeError, handleError } from '../../../app/errors';
import { notifyError } from '../../../app/notify';
import { formatEditedAt } from '../../../app/arrangement/format';
import { fromAnswers, fromDecedent, type WriterValues } from './answers';
import { WriterQuestionnaire } from './WriterQuestionnaire';
import './writer.css';

export const WriterDraftFragment = graphql(`
  fragment WriterDraft_draft on ObituaryDraft {
    id
    generatedText
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
type Open = { kind: 'writer'; values: WriterValues; draftId: number | null; key: string } | { kind: 'drafts' } | null;

const SESSION = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED', 'FORBIDDEN']);

/**
 * The assisted obituary writer's two buttons for the obituary editor (arrangements-portal 4.6): the writer, shown when the
 * decedent has a name, and Draft, shown only when a draft is saved. "Use this draft" hands the composed HTML to the caller.
 */
export function ObituaryWriterLauncher({ opi, onUseDraft }: { opi: string; onUseDraft: (html: string) => void }) {
  const { data, error } = useQuery(WriterLauncherQuery, { variables: { opi }, context: { silent: true } });
  const [open, setOpen] = useState<Open>(null);
  const phone = useMediaQuery('(max-width: 48em)');

  useEffect(() => {
    if (!error) return;
    if (SESSION.has(describeError(error).code ?? '')) handleError(error);
    else notifyError(WRITER_MESSAGES.fetchFailed);
  }, [error]);

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
          Obituary Writer
        </Button>
        {drafts.length > 0 && (
          <Button variant="default" onClick={() => setOpen({ kind: 'drafts' })} aria-label={`Draft: ${drafts.length} saved`}>
            Draft
          </Button>
        )}
      </Group>
      <Modal
        opened={open?.kind === 'writer'}
        onClose={() => setOpen(null)}
        title="Obituary Writer"
        size="xl"
        fullScreen={!!phone}
        closeButtonProps={{ 'aria-label': 'Close the writer' }}
      >
        {open?.kind === 'writer' && (
          <WriterQuestionnaire key={open.key} opi={opi} initialValues={open.values} draftId={open.draftId} onUseDraft={use} />
        )}
      </Modal>
      <Modal
        opened={open?.kind === 'drafts'}
        onClose={() => setOpen(null)}
        title="Saved drafts"
        size="xl"
        fullScreen={!!phone}
        closeButtonProps={{ 'aria-label': 'Close the drafts' }}
      >
        <WriterDrafts
          drafts={drafts}
          onUseDraft={use}
          onEdit={(values, draftId) => setOpen({ kind: 'writer', values, draftId, key: `draft-${draftId}-${Date.now()}` })}
        />
      </Modal>
    </>
  );
}

// As the arrangement screens' 'Last edited at' (the spec's 'MMMM Do YYYY, h:mm a').
const savedAt = (iso: unknown) => formatEditedAt(String(iso));

/** The saved drafts, the last saved first: each readable in full, to use as it is or to open again in the questionnaire. */
export function WriterDrafts({
  drafts,
  onUseDraft,
  onEdit,
}: {
  drafts: readonly FragmentType<typeof WriterDraftFragment>[];
  onUseDraft: (html: string) => void;
  onEdit: (values: WriterValues, draftId: number) => void;
}) {
  const list = drafts.map((d) => getFragmentData(WriterDraftFragment, d));
  if (!list.length) return <Text c="dimmed">{WRITER_MESSAGES.none}</Text>;
  return (
    <Stack component="ul" aria-label="Saved drafts" className="writer-drafts" p={0} m={0} style={{ listStyle: 'none' }}>
      {list.map((draft) => {
        const tone = WRITER_TONE_LABELS[draft.answers.writingTone as WriterTone]?.label;
        const length = WRITER_LENGTH_LABELS[draft.answers.length as WriterLength]?.label;
        return (
          <Card component="li" key={draft.id} withBorder radius="md" p="lg">
            <Group justify="space-between" align="flex-start" mb="sm">
              <Text fw={600}>
                Saved {savedAt(draft.updatedAt)}
                {draft.authorName ? ` by ${draft.authorName}` : ''}
              </Text>
              <Group gap={6}>
                {tone && <Badge variant="default">{tone}</Badge>}
                {length && <Badge variant="default">{length}</Badge>}
              </Group>
            </Group>
            {/* The gateway's composition: its own paragraphs around escaped answers. */}
            <div className="writer-draft-text" dangerouslySetInnerHTML={{ __html: draft.generatedText }} />
            <Group justify="flex-end" mt="md">
              <Button variant="default" onClick={() => onEdit(fromAnswers(draft.answers as Parameters<typeof fromAnswers>[0]), draft.id)}>
                Edit answers
              </Button>
              <Button onClick={() => onUseDraft(draft.generatedText)}>Use this draft</Button>
            </Group>
          </Card>
        );
      })}
    </Stack>
  );
}
