import { useCallback, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { PRAYER_PAGE } from '@memorial/schema';
import { graphql } from '../../gql';
import { notifySuccess } from '../../app/notify';
import { useLeaveBlocker } from '../../app/useLeaveBlocker';
import { DECEDENT_PAGE_STATES } from '../../app/arrangement/ArrangementFrame';
import { outputCard } from './cardFragment';
import { applyLocation, applyPoem, draftInput, draftOf, poemPageIndex, shrinkPoem, type PrayerDraft } from './draft';
import { usePrayerConflict } from './usePrayerConflict';
import { CONFLICT_CODE } from '../../app/conflict/useSaveConflict';

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
      language
    }
    prayerCardLocations(opi: $opi) {
      id
      name
      address
    }
  }
`);

const SavePrayerCard = graphql(`
  mutation SavePrayerCardWeb($opi: String!, $input: PrayerCardInput!, $version: Int) {
    savePrayerCard(opi: $opi, input: $input, version: $version) {
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

/** The pages whose measured text is past the height limit. */
const overPagesOf = (heights: Record<number, number>) =>
  Object.entries(heights)
    .filter(([, h]) => h > PRAYER_PAGE.textHeightLimit)
    .map(([i]) => Number(i));

export type PrayerEditor = ReturnType<typeof usePrayerEditor>;

/** The drafts of edit mode: while the family designs, `draft` holds the pages; null shows the card as saved. */
function usePrayerDraft() {
  const [draft, setDraft] = useState<PrayerDraft | null>(null);
  const [dirty, setDirty] = useState(false);
  const [heights, setHeights] = useState<Record<number, number>>({});
  const [pasteBlocked, setPasteBlocked] = useState(false);

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

  const change = (next: PrayerDraft) => {
    setDraft(next);
    setDirty(true);
    setPasteBlocked(false);
  };
  /** A poem chosen from the list: its page is fitted to the limit as it is measured. */
  const changePoem = (next: PrayerDraft) => {
    fitting.current = poemPageIndex(next);
    change(next);
  };
  return { draft, setDraft, dirty, setDirty, heights, setHeights, pasteBlocked, setPasteBlocked, onMeasure, change, changePoem };
}

/** Staff's lock of the card against the family's changes. */
function usePrayerLock(opi: string, refetch: () => Promise<unknown>) {
  const [setLock, locking] = useMutation(SetPrayerLock);
  const onLock = async (isLocked: boolean) => {
    const res = await setLock({ variables: { opi, isLocked } });
    if (res.data) {
      notifySuccess(res.data.setPrayerLock.message);
      await refetch();
    }
  };
  return { onLock, locking: locking.loading };
}

interface SaveTarget {
  /** The draft to save (null: nothing to save now). */
  draft: PrayerDraft | null;
  card: ReturnType<typeof outputCard> | undefined;
  change: (draft: PrayerDraft) => void;
  /** Saved: leave edit mode. */
  saved: () => unknown;
}

/** SAVE CARD, made from the version editing started at; refused as older, the draft stays, merged (issue 27). */
function usePrayerSave(
  opi: string,
  versions: ReturnType<typeof usePrayerConflict>,
  refetch: () => Promise<{ data?: { prayerCard?: Parameters<typeof outputCard>[0] | null } }>,
  { draft, card, change, saved }: SaveTarget,
) {
  const [save, saving] = useMutation(SavePrayerCard);
  const onSave = async () => {
    if (!draft || !card) return;
    const variables = { opi, input: draftInput(draft, card.coordinates), version: versions.version };
    const res = await save({ variables, context: { pageStates: [CONFLICT_CODE] } }).catch(async (error: unknown) => {
      const merged = await versions.refused(error, draft, async () => {
        const fresh = (await refetch()).data?.prayerCard;
        return fresh ? { draft: draftOf(outputCard(fresh)), version: outputCard(fresh).version } : null;
      });
      if (merged) change(merged);
      return null;
    });
    if (!res?.data) return;
    notifySuccess(res.data.savePrayerCard.message);
    versions.done();
    await refetch();
    saved();
  };
  return { onSave, saving: saving.loading };
}

/**
 * The prayer card of one decedent and its edit mode (arrangements-portal 4.3): the card as saved, the draft
 * being designed, the poems and locations to choose from, and EDIT CARD, CANCEL, SAVE CARD and the lock.
 */
export function usePrayerEditor(opi: string) {
  const { data, error, refetch } = useQuery(PrayerCardPageQuery, {
    variables: { opi },
    fetchPolicy: 'cache-and-network',
    context: { pageStates: DECEDENT_PAGE_STATES },
  });
  const { draft, setDraft, dirty, setDirty, heights, setHeights, pasteBlocked, setPasteBlocked, onMeasure, change, changePoem } =
    usePrayerDraft();
  const editing = draft !== null;
  const choices = useQuery(PrayerChoicesQuery, { variables: { opi }, skip: !editing });
  const versions = usePrayerConflict();
  const { onLock, locking } = usePrayerLock(opi, refetch);
  const [reloading, setReloading] = useState(false);
  const blocker = useLeaveBlocker(editing && dirty);

  const card = data?.prayerCard ? outputCard(data.prayerCard) : undefined;
  const overPages = overPagesOf(heights);
  const overLimit = editing && overPages.length > 0;
  const { onSave, saving } = usePrayerSave(opi, versions, refetch, {
    draft: overLimit ? null : draft,
    card,
    change,
    saved: () => [setDirty(false), setDraft(null)],
  });

  const startEditing = () => {
    if (!card) return;
    setDraft(draftOf(card));
    setDirty(false);
    versions.started(card.version, draftOf(card));
  };
  // CANCEL: leave edit mode and show the card as saved, fetched again (arrangements-portal 4.3).
  const cancel = async () => {
    setDraft(null);
    setDirty(false);
    setPasteBlocked(false);
    versions.done();
    setReloading(true);
    try {
      await refetch();
    } finally {
      setReloading(false);
    }
  };
  const onCardChanged = () => {
    setDraft(null);
    setDirty(false);
    setHeights({});
    void refetch();
  };

  return {
    data,
    error,
    refetch,
    decedent: data?.decedent,
    card,
    shownCard: card ? { ...card, pages: draft?.pages ?? card.pages } : null,
    draft,
    editing,
    overPages,
    overLimit,
    pasteBlocked,
    blockPaste: () => setPasteBlocked(true),
    onMeasure,
    change,
    choosePoem: (d: PrayerDraft, poem: Parameters<typeof applyPoem>[1]) => changePoem(applyPoem(d, poem)),
    chooseLocation: (d: PrayerDraft, location: Parameters<typeof applyLocation>[1]) => change(applyLocation(d, location)),
    conflict: versions.conflict,
    poems: choices.data?.poems ?? [],
    locations: choices.data?.prayerCardLocations ?? [],
    choicesLoading: choices.loading,
    startEditing,
    cancel,
    onSave,
    saving,
    onLock,
    locking,
    reloading,
    onCardChanged,
    blocker,
  };
}
