import { ConflictPanel } from '../../app/conflict/ConflictPanel';
import { choosePrayerSide, prayerConflictRows } from './usePrayerConflict';
import { Alert, Badge, Button, Group, Paper, Select, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { PRAYER_DESIGNER_TEXTS as T, PRAYER_MESSAGES, PRAYER_SCREEN_TEXTS as S } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { CheckIcon, LockIcon } from '../../app/icons';
import { formatEditedAt } from '../../app/arrangement/format';
import { TemplateChooser } from './TemplateChooser';
import { PreviewCardButton, PrintCardButton, SubmitCardButton } from './PreviewCard';
import { PrayerDesigner } from './PrayerDesigner';
import { hasPoem, type PrayerDraft } from './draft';
import { poemOptions } from './poems';
import type { PrayerEditor } from './usePrayerEditor';

type Card = NonNullable<PrayerEditor['card']>;
type ShownCard = NonNullable<PrayerEditor['shownCard']>;

/** Staff only: the switch that locks the card against the family's changes. */
function PrayerLockPanel({ editor, locked }: { editor: PrayerEditor; locked: boolean }) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="stone.8">
          {locked ? t(S, 'lockedView') : t(S, 'unlockedView')}
        </Text>
        <Switch
          label={t(S, 'lockSwitch')}
          checked={locked}
          disabled={editor.locking || editor.editing}
          onChange={(e) => void editor.onLock(e.currentTarget.checked)}
        />
      </Group>
    </Paper>
  );
}

/** Edit mode of step 2: the poem and the location printed on the card. */
function PoemAndLocationPickers({ editor, draft }: { editor: PrayerEditor; draft: PrayerDraft }) {
  const { poems, locations } = editor;
  const t = useT();
  return (
    <Group gap="md" mt="md" wrap="wrap" align="flex-end">
      <Select
        label={t(S, 'choosePoem')}
        placeholder={t(T, 'selectPoem')}
        data={poemOptions(poems, editor.card?.language ?? 'en')}
        value={draft.poemId != null ? String(draft.poemId) : null}
        onChange={(v) => {
          const poem = poems.find((p) => String(p.id) === v);
          if (!poem) return;
          editor.choosePoem(draft, poem);
        }}
        searchable
        nothingFoundMessage={t(S, 'noPoem')}
        w={{ base: '100%', xs: 320 }}
        disabled={editor.choicesLoading && poems.length === 0}
      />
      <Select
        label={t(S, 'chooseLocation')}
        placeholder={t(T, 'selectLocation')}
        data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
        value={draft.locationId != null ? String(draft.locationId) : null}
        onChange={(v) => {
          const location = locations.find((l) => String(l.id) === v);
          if (location) editor.chooseLocation(draft, location);
        }}
        w={{ base: '100%', xs: 320 }}
        disabled={editor.choicesLoading && locations.length === 0}
      />
    </Group>
  );
}

/** Step 2: add a poem or prayer (and, in edit mode, choose it and the location). */
function PrayerPoemStep({ editor, shownCard, locked }: { editor: PrayerEditor; shownCard: ShownCard; locked: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="prayer-step-2">
      <Group gap="xs" align="center">
        <Text component="h2" id="prayer-step-2" className="arr-section-title">
          {t(T, 'step2')}
        </Text>
        {hasPoem(shownCard) && (
          <ThemeIcon color="teal.9" radius="xl" size="md" aria-label={t(S, 'done')} role="img">
            <CheckIcon size={16} />
          </ThemeIcon>
        )}
      </Group>
      {!locked && (
        <Text c="stone.8" mt={4}>
          {editor.editing ? t(T, 'step2Editing') : t(T, 'step2Hint')}
        </Text>
      )}
      {editor.draft && <PoemAndLocationPickers editor={editor} draft={editor.draft} />}
    </section>
  );
}

/** 'Page 3 Inside Right: Max text limit reached…' for each page whose text is past the limit. */
const overPageMessages = (t: ReturnType<typeof useT>, pages: readonly number[]) =>
  pages.map((i) => t(PRAYER_MESSAGES, 'pageTextOutside', { label: t(T, 'pageLabel', { index: String(i), number: String(i + 1) }) }));

/**
 * The four pages designed in place, and the limit of their text: a page past it (while editing, or as saved)
 * has a red border and is named under the card, so what cannot print inside the card is never submitted.
 */
function PrayerDesignSection({ editor, shownCard }: { editor: PrayerEditor; shownCard: ShownCard }) {
  const { editing, overPages, pasteBlocked, conflict, draft } = editor;
  const t = useT();
  return (
    <section aria-label={t(S, 'designYourCard')}>
      {editing && conflict && draft && (
        <ConflictPanel
          message={conflict.message}
          rows={prayerConflictRows(conflict, draft)}
          onChoose={(path, side) => editor.change(choosePrayerSide(conflict, draft, path, side))}
        />
      )}
      <PrayerDesigner
        card={shownCard}
        draft={editor.draft}
        onChange={editor.change}
        onMeasure={editor.onMeasure}
        overPages={overPages}
        pasteBlocked={pasteBlocked}
        onPasteBlocked={editor.blockPaste}
      />
      {(overPages.length > 0 || (editing && pasteBlocked)) && (
        <Stack gap={2} mt="sm" role="alert">
          {(overPages.length > 0 ? overPageMessages(t, overPages) : [t(PRAYER_MESSAGES, 'textLimit')]).map((m) => (
            <Text key={m} c="red.9" fw={600}>
              {m}
            </Text>
          ))}
        </Stack>
      )}
    </section>
  );
}

type ActionsProps = { editor: PrayerEditor; opi: string; card: Card; shownCard: ShownCard; locked: boolean; staff: boolean };

/** EDIT CARD (or CANCEL and SAVE CARD), preview, submit, print, and whether the family submitted it. */
function PrayerCardActions({ editor, opi, card, shownCard, locked, staff }: ActionsProps) {
  const { editing, saving } = editor;
  const t = useT();
  return (
    <Group gap="sm" wrap="wrap" className="prayer-actions">
      {editing ? (
        <>
          <Button variant="default" onClick={() => void editor.cancel()} disabled={saving}>
            {t(T, 'cancel')}
          </Button>
          <Button onClick={() => void editor.onSave()} loading={saving} disabled={locked || editor.overLimit}>
            {t(T, 'saveCard')}
          </Button>
        </>
      ) : (
        <Button onClick={editor.startEditing} disabled={locked || editor.reloading}>
          {t(T, 'editCard')}
        </Button>
      )}
      <PreviewCardButton card={shownCard} staff={staff} />
      {!staff && (
        <SubmitCardButton
          opi={opi}
          card={card}
          locked={locked || editing || editor.overPages.length > 0}
          onSubmitted={() => void editor.refetch()}
        />
      )}
      <PrintCardButton card={card} locked={locked} staff={staff} />
      {card.submittedAt ? (
        <Badge color="teal.9" variant="filled">
          {staff ? t(S, 'submittedByFamily') : t(S, 'submittedToArranger')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** Staff only: who edited the card last, and when. */
function PrayerEditedFooter({ card }: { card: Card }) {
  const t = useT();
  return (
    <Stack gap={2} component="footer" className="prayer-edited">
      <Text size="sm">
        <strong>{t(T, 'lastEditedBy')}</strong> {card.lastEditedBy ?? '-'}
      </Text>
      <Text size="sm">
        <strong>{t(T, 'lastEditedAt')}</strong> {card.lastEditedAt ? formatEditedAt(card.lastEditedAt as string) : '-'}
      </Text>
    </Stack>
  );
}

/** The card once loaded: the lock, step 1 (the card or photo), and once chosen step 2, the designer and actions. */
export function PrayerCardSteps(props: Omit<ActionsProps, 'locked'>) {
  const { editor, opi, card, shownCard, staff } = props;
  const locked = card.isLocked ?? false;
  const hasDesign = card.templateId != null || card.isCustom;
  const t = useT();
  return (
    <Stack gap="xl">
      {staff && <PrayerLockPanel editor={editor} locked={locked} />}
      {locked && (
        <Alert color="yellow" variant="light" role="status" title={t(S, 'lockedTitle')} icon={<LockIcon />}>
          {t(PRAYER_MESSAGES, 'locked')}
        </Alert>
      )}

      <section aria-labelledby="prayer-step-1">
        <Text component="h2" id="prayer-step-1" className="arr-section-title">
          {hasDesign ? t(T, 'step1Chosen') : t(T, 'step1')}
        </Text>
        <TemplateChooser opi={opi} card={card} locked={locked || editor.editing} onChosen={editor.onCardChanged} />
      </section>

      {hasDesign && (
        <>
          <PrayerPoemStep editor={editor} shownCard={shownCard} locked={locked} />
          <PrayerDesignSection editor={editor} shownCard={shownCard} />
          <PrayerCardActions {...props} locked={locked} />
          {staff && <PrayerEditedFooter card={card} />}
        </>
      )}
    </Stack>
  );
}
