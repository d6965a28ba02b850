import { useCallback, useRef, useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Select, Skeleton, Stack, Switch, Text, ThemeIcon } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router';
import { PRAYER_DESIGNER_TEXTS as T, PRAYER_MESSAGES, PRAYER_PAGE } from '@memorial/schema';
import { graphql } from '../../gql';
import { notifySuccess } from '../../app/notify';
import { CheckIcon, LockIcon } from '../../app/icons';
import { useLeaveBlocker } from '../../app/useLeaveBlocker';
import { LeaveDialog } from '../../app/LeaveDialog';
import { ArrangementFrame, DECEDENT_PAGE_STATES, DecedentError } from '../../app/arrangement/ArrangementFrame';
import { DecedentHeader } from '../../app/arrangement/DecedentHeader';
import { PolicyDialog, usePolicyGate } from '../../app/arrangement/PolicyDialog';
import { formatEditedAt } from '../../app/arrangement/format';
import { stepCrumbs, type Area } from '../../app/arrangement/paths';
import { TemplateChooser } from './TemplateChooser';
import { PreviewCardButton, PrintCardButton, SubmitCardButton } from './PreviewCard';
import { PrayerDesigner } from './PrayerDesigner';
import { outputCard } from './cardFragment';
import { applyLocation, applyPoem, draftInput, draftOf, hasPoem, poemPageIndex, shrinkPoem, type PrayerDraft } from './draft';

const PrayerCardPageQuery = graphql(`
  query PrayerCardPage($opi: String!) {
    decedent(opi: $opi) {
      id
      opi
      haveAcceptPolicy
      funeralHome {
        code
        name
      }
      ...DecedentHeader_decedent
    }
    prayerCard(opi: $opi) {
      ...PrayerOutput_card
    }
  }
`);

// The dropdowns of edit mode: asked for once the family starts editing.
const PrayerChoicesQuery = graphql(`
  query PrayerChoices($opi: String!) {
    poems {
      id
      title
      content
      author
    }
    prayerCardLocations(opi: $opi) {
      id
      name
      address
    }
  }
`);

const SavePrayerCard = graphql(`
  mutation SavePrayerCardWeb($opi: String!, $input: PrayerCardInput!) {
    savePrayerCard(opi: $opi, input: $input) {
      message
      card {
        opi
      }
    }
  }
`);

const SetPrayerLock = graphql(`
  mutation SetPrayerLockWeb($opi: String!, $isLocked: Boolean!) {
    setPrayerLock(opi: $opi, isLocked: $isLocked) {
      message
      card {
        opi
        isLocked
      }
    }
  }
`);

const TITLE = 'Create Prayer Card';

/**
 * /app/{opi}/prayerCreation and /admin/{opi}/prayerCreation (arrangements-portal 2.6, 4.3): step 1 chooses a
 * card (or the family's own photo), step 2 a poem; the four pages are designed in place (EDIT CARD, then
 * CANCEL or SAVE CARD), previewed, submitted to the arranger, and printed by staff. Locked (prayerStatus):
 * nobody can change, edit, save, submit or print.
 */
export function PrayerCardPage({ area }: { area: Area }) {
  const { opi = '' } = useParams();
  const { search } = useLocation();
  const staff = area === 'admin';
  const { data, error, refetch } = useQuery(PrayerCardPageQuery, {
    variables: { opi },
    fetchPolicy: 'cache-and-network',
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const policy = usePolicyGate(area, data?.decedent.haveAcceptPolicy);
  const [draft, setDraft] = useState<PrayerDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [heights, setHeights] = useState<Record<number, number>>({});
  const [pasteBlocked, setPasteBlocked] = useState(false);
  const editing = draft !== null;
  const choices = useQuery(PrayerChoicesQuery, { variables: { opi }, skip: !editing });
  const [save, saving] = useMutation(SavePrayerCard);
  const [setLock, locking] = useMutation(SetPrayerLock);
  const [reloading, setReloading] = useState(false);
  const blocker = useLeaveBlocker(editing && dirty);

  // A poem just chosen: the page it is on, while its size is stepped down until the page fits the limit.
  const fitting = useRef<number | null>(null);
  const onMeasure = useCallback((pageIndex: number, height: number) => {
    setHeights((h) => (h[pageIndex] === height ? h : { ...h, [pageIndex]: height }));
    if (fitting.current !== pageIndex) return;
    if (height <= PRAYER_PAGE.textHeightLimit) {
      fitting.current = null;
      return;
    }
    // Measured on the page as drawn now: one size smaller, then measured again on the next render.
    setDraft((d) => {
      const next = d && shrinkPoem(d);
      if (!next) fitting.current = null;
      return next ?? d;
    });
  }, []);

  if (!data && error) return <DecedentError area={area} error={error} />;
  const decedent = data?.decedent;
  const card = data?.prayerCard ? outputCard(data.prayerCard) : undefined;
  const locked = card?.isLocked ?? false;
  const hasDesign = !!card && (card.templateId != null || card.isCustom);
  const overPages = Object.entries(heights)
    .filter(([, h]) => h > PRAYER_PAGE.textHeightLimit)
    .map(([i]) => Number(i));
  const overLimit = editing && overPages.length > 0;

  const change = (next: PrayerDraft) => {
    setDraft(next);
    setDirty(true);
    setPasteBlocked(false);
  };
  const startEditing = () => {
    if (!card) return;
    setDraft(draftOf(card));
    setDirty(false);
  };
  // CANCEL: leave edit mode and show the card as saved, fetched again (arrangements-portal 4.3).
  const cancel = async () => {
    setDraft(null);
    setDirty(false);
    setPasteBlocked(false);
    setReloading(true);
    try {
      await refetch();
    } finally {
      setReloading(false);
    }
  };
  const onSave = async () => {
    if (!draft || !card || overLimit) return;
    const res = await save({ variables: { opi, input: draftInput(draft, card.coordinates) } }).catch(() => null);
    if (!res?.data) return;
    notifySuccess(res.data.savePrayerCard.message);
    setDirty(false);
    await refetch();
    setDraft(null);
  };
  const onLock = async (isLocked: boolean) => {
    const res = await setLock({ variables: { opi, isLocked } });
    if (res.data) {
      notifySuccess(res.data.setPrayerLock.message);
      await refetch();
    }
  };
  const onCardChanged = () => {
    setDraft(null);
    setDirty(false);
    setHeights({});
    void refetch();
  };

  const poems = choices.data?.poems ?? [];
  const locations = choices.data?.prayerCardLocations ?? [];
  const shownCard = card ? { ...card, pages: draft?.pages ?? card.pages } : null;

  return (
    <ArrangementFrame
      title={TITLE}
      crumbs={stepCrumbs(area, opi, search, TITLE)}
      homeName={decedent?.funeralHome.name}
      lead="Choose a card or your own photograph, add a poem or prayer, and make every page your own. Your arranger prints it for the service."
    >
      <DecedentHeader decedent={decedent} />
      {!card || !shownCard ? (
        <Skeleton height={420} radius="lg" aria-busy="true" />
      ) : (
        <Stack gap="xl">
          {staff && (
            <Paper withBorder p="md" radius="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text size="sm" c="stone.8">
                  {locked ? 'The family can view the card but not change it.' : 'The family can change the card until you lock it.'}
                </Text>
                <Switch
                  label="Lock the prayer card"
                  checked={locked}
                  disabled={locking.loading || editing}
                  onChange={(e) => void onLock(e.currentTarget.checked)}
                />
              </Group>
            </Paper>
          )}
          {locked && (
            <Alert color="yellow" variant="light" role="status" title="Locked" icon={<LockIcon />}>
              {PRAYER_MESSAGES.locked}
            </Alert>
          )}

          <section aria-labelledby="prayer-step-1">
            <Text component="h2" id="prayer-step-1" className="arr-section-title">
              {hasDesign ? T.step1Chosen : T.step1}
            </Text>
            <TemplateChooser opi={opi} card={card} locked={locked || editing} onChosen={onCardChanged} />
          </section>

          {hasDesign && (
            <>
              <section aria-labelledby="prayer-step-2">
                <Group gap="xs" align="center">
                  <Text component="h2" id="prayer-step-2" className="arr-section-title">
                    {T.step2}
                  </Text>
                  {hasPoem(shownCard) && (
                    <ThemeIcon color="teal.9" radius="xl" size="md" aria-label="Done" role="img">
                      <CheckIcon size={16} />
                    </ThemeIcon>
                  )}
                </Group>
                {!locked && (
                  <Text c="stone.8" mt={4}>
                    {editing ? T.step2Editing : T.step2Hint}
                  </Text>
                )}
                {editing && (
                  <Group gap="md" mt="md" wrap="wrap" align="flex-end">
                    <Select
                      label="Choose a poem"
                      placeholder={T.selectPoem}
                      data={poems.map((p) => ({ value: String(p.id), label: p.author ? `${p.title} (${p.author})` : p.title }))}
                      value={draft.poemId != null ? String(draft.poemId) : null}
                      onChange={(v) => {
                        const poem = poems.find((p) => String(p.id) === v);
                        if (!poem) return;
                        const next = applyPoem(draft, poem);
                        fitting.current = poemPageIndex(next);
                        change(next);
                      }}
                      searchable
                      nothingFoundMessage="No poem has that title"
                      w={{ base: '100%', xs: 320 }}
                      disabled={choices.loading && poems.length === 0}
                    />
                    <Select
                      label="Choose the location"
                      placeholder={T.selectLocation}
                      data={locations.map((l) => ({ value: String(l.id), label: l.name }))}
                      value={draft.locationId != null ? String(draft.locationId) : null}
                      onChange={(v) => {
                        const location = locations.find((l) => String(l.id) === v);
                        if (location) change(applyLocation(draft, location));
                      }}
                      w={{ base: '100%', xs: 320 }}
                      disabled={choices.loading && locations.length === 0}
                    />
                  </Group>
                )}
              </section>

              <section aria-label="Design your card">
                <PrayerDesigner
                  card={shownCard}
                  draft={draft}
                  onChange={change}
                  onMeasure={onMeasure}
                  overPages={editing ? overPages : []}
                  pasteBlocked={pasteBlocked}
                  onPasteBlocked={() => setPasteBlocked(true)}
                />
                {editing && (overLimit || pasteBlocked) && (
                  <Text c="red.9" fw={600} mt="sm" role="alert">
                    {PRAYER_MESSAGES.textLimit}
                  </Text>
                )}
              </section>

              <Group gap="sm" wrap="wrap" className="prayer-actions">
                {editing ? (
                  <>
                    <Button variant="default" onClick={() => void cancel()} disabled={saving.loading}>
                      {T.cancel}
                    </Button>
                    <Button onClick={() => void onSave()} loading={saving.loading} disabled={locked || overLimit}>
                      {T.saveCard}
                    </Button>
                  </>
                ) : (
                  <Button onClick={startEditing} disabled={locked || reloading}>
                    {T.editCard}
                  </Button>
                )}
                <PreviewCardButton card={shownCard} staff={staff} />
                {!staff && <SubmitCardButton opi={opi} card={card} locked={locked || editing} onSubmitted={() => void refetch()} />}
                <PrintCardButton card={card} locked={locked} staff={staff} />
                {card.submittedAt ? (
                  <Badge color="teal.9" variant="filled">
                    {staff ? 'Submitted by the family' : 'Submitted to your arranger'}
                  </Badge>
                ) : null}
              </Group>

              {staff && (
                <Stack gap={2} component="footer" className="prayer-edited">
                  <Text size="sm">
                    <strong>{T.lastEditedBy}</strong> {card.lastEditedBy ?? '-'}
                  </Text>
                  <Text size="sm">
                    <strong>{T.lastEditedAt}</strong> {card.lastEditedAt ? formatEditedAt(card.lastEditedAt as string) : '-'}
                  </Text>
                </Stack>
              )}
            </>
          )}
        </Stack>
      )}
      <LeaveDialog blocker={blocker}>
        You have changed the prayer card without saving. If you leave now, the changes will be lost.
      </LeaveDialog>
      {decedent && (
        <PolicyDialog
          opi={opi}
          decedentId={decedent.id}
          homeName={decedent.funeralHome.name}
          opened={policy.opened}
          onAccepted={policy.onAccepted}
        />
      )}
    </ArrangementFrame>
  );
}
