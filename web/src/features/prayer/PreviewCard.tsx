import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Image, Loader, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery, useViewportSize, useWindowEvent } from '@mantine/hooks';
import { useLocation } from 'react-router';
import { GALLERY_VIEWER_TEXTS as G, PRAYER_DESIGNER_TEXTS, PRAYER_PAGE, PRAYER_SCREEN_TEXTS as S } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { graphql } from '../../gql';
import { outputCard, type PrayerOutputCard } from './cardFragment';
import { notifyError, notifySuccess } from '../../app/notify';
import { PrayerPageCanvas } from './PrayerPageCanvas';
import { sendMultipart, UploadError } from './multipart';
import { useOnceAction } from '../../app/once';
import { pageImageURL, renderPages, type RenderableCard } from './renderPages';

export const SubmitPrayerCardMutation = graphql(`
  mutation SubmitPrayerCardWeb($opi: String!, $files: [Upload!]!) {
    submitPrayerCard(opi: $opi, files: $files) {
      message
      card {
        ...PrayerOutput_card
      }
    }
  }
`);

/** What the preview, submit and print read of a card. */
export interface OutputCard extends RenderableCard {
  isLocked: boolean;
  renderedPageURLs?: readonly string[] | null;
  printURL?: string | null;
  submittedAt?: unknown;
}

/** 'Page 1 Front Cover' ... for page index 0..3, in the reader's language. */
export const pageLabel = (t: ReturnType<typeof useT>, index: number): string =>
  t(PRAYER_DESIGNER_TEXTS, 'pageLabel', { index: String(index), number: String(index + 1) });

/** Staff work under /admin; the family under /app. */
function useStaffArea(staff: boolean | undefined): boolean {
  const { pathname } = useLocation();
  return staff ?? pathname.startsWith('/admin');
}

// --------------------------------------------------------------------------------------------------------
// Preview Card

export interface PreviewCardButtonProps {
  card: OutputCard;
  staff: boolean;
}

/**
 * 'Preview Card' (arrangements-portal 2.6): the four pages in a modal carousel, Previous / Next and the arrow
 * keys, the page's name announced. The family sees the card as drawn on screen; staff see print-quality
 * images (the pages the family submitted, or rendered now at 750 x 1275) and can Print.
 */
export function PreviewCardButton({ card, staff }: PreviewCardButtonProps) {
  const [opened, setOpened] = useState(false);
  const t = useT();
  return (
    <>
      <Button variant="outline" onClick={() => setOpened(true)} disabled={card.pages.length === 0}>
        {t(S, 'preview')}
      </Button>
      {opened && <PreviewCarousel card={card} staff={staff} onClose={() => setOpened(false)} />}
    </>
  );
}

export function PreviewCarousel({ card, staff, onClose }: { card: OutputCard; staff: boolean; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 576px)') ?? false;
  const viewport = useViewportSize();
  const pages = [...card.pages].sort((a, b) => a.index - b.index);
  const [at, setAt] = useState(0);
  const images = usePrintImages(card, staff);
  const count = pages.length;
  const page = pages[at];
  const go = (step: number) => setAt((i) => Math.min(count - 1, Math.max(0, i + step)));
  // The arrow keys turn the pages wherever the focus is in the open preview.
  useWindowEvent('keydown', (e) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else return;
    e.preventDefault();
  });
  // The page fits the screen with the modal's title and buttons in view: scaled down to the room there is.
  const width = viewport.width || 1280;
  const height = viewport.height || 900;
  const scale = Math.min(1, (width - (phone ? 32 : 96)) / PRAYER_PAGE.width, (height - 300) / PRAYER_PAGE.height);
  const t = useT();
  const label = page ? pageLabel(t, page.index) : '';

  return (
    <Modal opened onClose={onClose} title={t(S, 'preview')} size="auto" fullScreen={phone} centered>
      <Stack gap="sm" align="center" role="group" aria-roledescription={t(G, 'carousel')} aria-label={t(S, 'previewPages')}>
        <Text fw={600} aria-live="polite" aria-atomic="true" data-testid="preview-page-name">
          {t(S, 'pageOfCount', { label, at: at + 1, count })}
        </Text>
        <div
          role="group"
          aria-roledescription={t(G, 'slide')}
          aria-label={label}
          style={{
            width: PRAYER_PAGE.width * scale,
            height: PRAYER_PAGE.height * scale,
            overflow: 'hidden',
            boxShadow: '0 2px 12px rgba(0,0,0,0.18)',
            background: '#fff',
          }}
        >
          <PreviewSlide card={card} staff={staff} images={images} at={at} label={label} scale={scale} />
        </div>
        <CarouselControls card={card} staff={staff} at={at} count={count} go={go} />
      </Stack>
    </Modal>
  );
}

interface PreviewSlideProps {
  card: OutputCard;
  staff: boolean;
  images: { urls: string[] | null; error: string | null };
  at: number;
  label: string;
  scale: number;
}

/** The page shown: staff see its print-quality image (or why not, or that it is being drawn); the family the canvas. */
function PreviewSlide({ card, staff, images, at, label, scale }: PreviewSlideProps) {
  const page = [...card.pages].sort((a, b) => a.index - b.index)[at];
  const t = useT();
  if (staff) {
    return images.urls ? (
      <Image
        src={images.urls[at]}
        alt={t(S, 'asItPrints', { label })}
        w={PRAYER_PAGE.width * scale}
        h={PRAYER_PAGE.height * scale}
        fit="contain"
      />
    ) : images.error ? (
      <Alert color="red" variant="light" m="sm">
        {images.error}
      </Alert>
    ) : (
      <Stack align="center" justify="center" h="100%" gap="xs" aria-busy="true">
        <Loader size="sm" />
        <Text size="sm">{t(S, 'drawing')}</Text>
      </Stack>
    );
  }
  return (
    page && (
      <div style={{ width: PRAYER_PAGE.width, height: PRAYER_PAGE.height, transform: `scale(${scale})`, transformOrigin: 'top left' }}>
        <PrayerPageCanvas page={page} imageURL={pageImageURL(card, page)} editable={false} />
      </div>
    )
  );
}

/** Previous / Next (and, for staff, Print) under the preview. */
function CarouselControls({
  card,
  staff,
  at,
  count,
  go,
}: {
  card: OutputCard;
  staff: boolean;
  at: number;
  count: number;
  go: (step: number) => void;
}) {
  const t = useT();
  return (
    <Group justify="center" gap="sm">
      {/* aria-disabled rather than disabled at the ends: the focus stays on the button. */}
      <Button
        variant="default"
        onClick={() => go(-1)}
        data-disabled={at === 0 || undefined}
        aria-disabled={at === 0}
        aria-label={t(S, 'previousPage')}
      >
        {t(S, 'previous')}
      </Button>
      <Text size="sm" c="stone.8" aria-hidden="true">
        {at + 1} / {count}
      </Text>
      <Button
        variant="default"
        onClick={() => go(1)}
        data-disabled={at >= count - 1 || undefined}
        aria-disabled={at >= count - 1}
        aria-label={t(S, 'nextPage')}
      >
        {t(S, 'next')}
      </Button>
      {staff && <PrintCardButton card={card} locked={card.isLocked} staff />}
    </Group>
  );
}

/** Staff's print-quality pages: the submitted renders when there is one per page, else rendered now. */
function usePrintImages(card: OutputCard, staff: boolean): { urls: string[] | null; error: string | null } {
  const submitted =
    card.renderedPageURLs && card.renderedPageURLs.length >= card.pages.length && card.pages.length > 0 ? [...card.renderedPageURLs] : null;
  const [fresh, setFresh] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  useEffect(() => {
    if (!staff || submitted) return;
    let cancelled = false;
    let made: string[] = [];
    renderPages(card)
      .then((files) => {
        made = files.map((f) => URL.createObjectURL(f));
        if (cancelled) made.forEach((u) => URL.revokeObjectURL(u));
        else setFresh(made);
      })
      .catch(() => !cancelled && setError(t(S, 'drawFailed')));
    return () => {
      cancelled = true;
      made.forEach((u) => URL.revokeObjectURL(u));
    };
    // Rendered once per opening of the preview.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [staff, Boolean(submitted)]);
  return { urls: submitted ?? fresh, error };
}

// --------------------------------------------------------------------------------------------------------
// Submit to Arranger

export interface SubmitCardButtonProps {
  opi: string;
  card: OutputCard;
  locked: boolean;
  onSubmitted: (card: PrayerOutputCard) => void;
}

type Phase = { step: 'render'; done: number; total: number } | { step: 'upload'; percent: number };

/**
 * 'Submit to Arranger' (arrangements-portal 2.6, 4.3): every page is rendered to a PNG in the browser and
 * the four files (template_{n}.png) are uploaded in one request; progress shows the page being drawn, then
 * the bytes sent; then 'Prayer Card Submitted Successfully To The Arranger'. Locked: disabled.
 */
export function SubmitCardButton({ opi, card, locked, onSubmitted }: SubmitCardButtonProps) {
  const [phase, setPhase] = useState<Phase | null>(null);
  // One request per tap (a second tap while the pages are drawn or sent sends nothing), with the action's key.
  const once = useOnceAction();
  const t = useT();

  const send = async ({ idempotencyKey }: { idempotencyKey: string }) => {
    setPhase({ step: 'render', done: 0, total: card.pages.length });
    try {
      const files = await renderPages(card, (p) => setPhase({ step: 'render', ...p }));
      setPhase({ step: 'upload', percent: 0 });
      const fileMap = Object.fromEntries(files.map((f, i) => [`files.${i}`, f]));
      const progress = (percent: number) => setPhase({ step: 'upload', percent });
      return await sendMultipart(SubmitPrayerCardMutation, { opi, files }, fileMap, progress, idempotencyKey);
    } finally {
      setPhase(null);
    }
  };

  const submit = async () => {
    try {
      const data = await once.run({ opi, card }, send);
      if (!data) return;
      notifySuccess(data.submitPrayerCard.message);
      onSubmitted(outputCard(data.submitPrayerCard.card));
    } catch (e) {
      if (!(e instanceof UploadError && e.shown)) notifyError(e instanceof UploadError ? e.message : t(S, 'submitFailed'));
    }
  };

  // Drawing is most of the work: it fills the bar to 70%, the upload the rest.
  const value = !phase ? 0 : phase.step === 'render' ? (phase.done / Math.max(1, phase.total)) * 70 : 70 + phase.percent * 0.3;
  const words = !phase
    ? ''
    : phase.step === 'render'
      ? t(S, 'preparingPage', { page: Math.min(phase.done + 1, phase.total), total: phase.total })
      : t(S, 'sending', { percent: phase.percent });

  return (
    <Stack gap={6}>
      <Button onClick={() => void submit()} loading={phase !== null} disabled={locked || card.pages.length === 0}>
        {t(S, 'submit')}
      </Button>
      {phase && (
        <Stack gap={4} miw={220}>
          <Text size="sm" aria-live="polite">
            {words}
          </Text>
          <Progress value={value} aria-label={t(S, 'submitting')} size="md" striped animated />
        </Stack>
      )}
    </Stack>
  );
}

// --------------------------------------------------------------------------------------------------------
// Print

export interface PrintCardButtonProps {
  card: Pick<OutputCard, 'printURL'>;
  locked: boolean;
  /** Staff get 'Print'; the family a link to keep the PDF. Default: from the route (/admin is staff). */
  staff?: boolean;
}

/**
 * Staff's Print opens the print-ready PDF the gateway builds from the submitted pages (landscape letter, crop
 * marks); the family gets the same PDF to keep once the card is submitted. The lock disables printing for all.
 */
export function PrintCardButton({ card, locked, staff }: PrintCardButtonProps) {
  const isStaff = useStaffArea(staff);
  const url = card.printURL ?? null;
  const t = useT();
  if (!isStaff) {
    if (!url) return null;
    return locked ? (
      <Text size="sm" c="stone.8">
        {t(S, 'printLocked')}
      </Text>
    ) : (
      <Anchor href={url} target="_blank" rel="noopener" download="prayer-card.pdf" fw={600}>
        {t(S, 'download')}
      </Anchor>
    );
  }
  if (locked || !url) {
    return (
      <Stack gap={2}>
        <Button variant="outline" disabled>
          {t(S, 'print')}
        </Button>
        {!locked && !url && (
          <Text size="xs" c="stone.8">
            {t(S, 'printableOnce')}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Button component="a" href={url} target="_blank" rel="noopener" variant="outline" aria-label={t(S, 'printOpens')}>
      {t(S, 'print')}
    </Button>
  );
}
