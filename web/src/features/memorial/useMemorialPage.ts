import { useCallback, useDeferredValue, useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { usePageTimeZone, useServerRendered } from '../../app/serverRender';
import { useSession } from '../../app/session';
import { useLatched } from '../../app/useLatched';
import { useModeration } from '../../app/memories/moderation/useModeration';
import { useRecordPageView } from './useRecordPageView';
import { MemorialPageQuery, PAGE_STATES, pageVariables } from './memorialPageQuery';

export type Dialog = 'obituary' | 'burial' | 'filters' | null;
export type Tab = 'obituary' | 'events' | 'gallery' | 'approve' | 'messages';
/** Tabs for the family with access only. */
const FAMILY_TABS: readonly Tab[] = ['approve', 'messages'];

export type MemorialPageState = ReturnType<typeof useMemorialPage>;

/** The page description is the first 160 characters of the obituary text. */
function useMetaDescription(description: string | null | undefined) {
  useEffect(() => {
    if (!description) return;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    meta.content = description;
  }, [description]);
}

/** The tab shown, and the memory from the family's e-mail (?memory=) that opens Approve Memories. */
function useMemorialTabs(family: boolean) {
  const [search, setSearch] = useSearchParams();
  const memoryParam = Number(search.get('memory'));
  const memoryId = family && Number.isSafeInteger(memoryParam) && memoryParam > 0 ? memoryParam : null;
  // tab=messages (the link in the family's mail about a visitor's message) opens Messages.
  const [tab, setTab] = useState<Tab>(() => (search.get('tab') === 'messages' ? 'messages' : 'obituary'));
  const activeTab: Tab = memoryId !== null ? 'approve' : FAMILY_TABS.includes(tab) && !family ? 'obituary' : tab;
  const forgetMemory = () => {
    const next = new URLSearchParams(search);
    next.delete('memory');
    setSearch(next, { replace: true });
  };
  const chooseTab = (value: string | null) => {
    if (!value) return;
    setTab(value as Tab);
    // Leaving the memory from the e-mail forgets it.
    if (memoryId !== null && value !== 'approve') forgetMemory();
  };
  const showAllRequests = () => {
    forgetMemory();
    setTab('approve');
  };
  return { memoryId, activeTab, setTab, chooseTab, showAllRequests };
}

/**
 * The memorial page's data and state: its query (the page stays as it was while another memory type loads), the
 * dialog open, the tab chosen, the family's moderation, the page view and the page's description.
 */
export function useMemorialPage(opi: string) {
  const { role, token } = useSession();
  const timeZone = usePageTimeZone();
  const serverRendered = useServerRendered();
  const [memoryType, setMemoryType] = useState<number | null>(null);
  const {
    data: current,
    previousData,
    loading,
    error,
    refetch,
  } = useQuery(MemorialPageQuery, {
    // A new sign-in asks again: the visitor's answer (no access) is not the family's.
    variables: pageVariables(opi, memoryType, token, timeZone),
    context: { pageStates: PAGE_STATES },
  });
  // While another memory type loads, the page stays as it was.
  const data = current ?? (previousData?.decedent.opi === opi ? previousData : undefined);
  const [dialog, setDialog] = useState<Dialog>(null);
  // A dialog once opened stays mounted: its closing transition plays and the obituary's edits are kept.
  const obituaryWanted = useLatched(dialog === 'obituary');
  const burialWanted = useLatched(dialog === 'burial');
  const decedent = data?.decedent;
  // Approve Memories is for a signed-in person who may manage this family website.
  const family = !!role && !!decedent?.hasAccess;
  const tabs = useMemorialTabs(family);
  const [approvalFilter, setApprovalFilter] = useState<1 | 2>(1);
  // The hero first, then the rest: the first render paints the name and the pictures, and the page below it (forms,
  // memories, events: four fifths of the work, a second on a slow phone) renders next, in the background. A page the
  // server rendered has it all at once: the HTML holds it, and hydration must find the same markup.
  const restShown = useDeferredValue(true, serverRendered);
  const reloadPage = useCallback(() => void refetch(), [refetch]);
  const moderation = useModeration(opi, reloadPage);
  // A page view counts once the decedent has loaded (memorial-portal 9).
  useRecordPageView(decedent?.opi);
  useMetaDescription(decedent?.obituary.description);

  return {
    role,
    data,
    loading,
    error,
    memoryType,
    setMemoryType,
    dialog,
    setDialog,
    obituaryWanted,
    burialWanted,
    family,
    ...tabs,
    approvalFilter,
    setApprovalFilter,
    restShown,
    reloadPage,
    moderation,
  };
}
