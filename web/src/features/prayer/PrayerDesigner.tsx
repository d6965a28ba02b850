import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { PRAYER_DESIGNER_TEXTS, PRAYER_PAGE, PRAYER_SCREEN_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { PrayerPageCanvas, fieldLabel, type PrayerPageLike } from './PrayerPageCanvas';
import { TextToolbar } from './TextToolbar';
import { screenScale } from './geometry';
import { replacePage, updateField, type DraftPage, type PrayerDraft } from './draft';

interface DesignerCard {
  imageURL?: string | null;
  pages: readonly PrayerPageLike[];
}

export interface PrayerDesignerProps {
  /** The card as shown: the saved pages, or the draft's while editing. */
  card: DesignerCard;
  /** Edit mode: the draft the canvas and the toolbar change. */
  draft: PrayerDraft | null;
  onChange: (draft: PrayerDraft) => void;
  /** The rendered text height of each page (thumbnails and editor alike). */
  onMeasure: (pageIndex: number, height: number) => void;
  /** Pages whose text is past the height limit (a red border). */
  overPages: readonly number[];
  pasteBlocked: boolean;
  onPasteBlocked: () => void;
}

/** The page's background: its own image (a template's back), else the card's front image on the front. */
const backgroundOf = (card: DesignerCard, page: PrayerPageLike) => page.imageURL ?? (page.index === 0 ? (card.imageURL ?? null) : null);

/**
 * The four pages as a navigation of thumbnails (a column on a desktop, a strip on a phone) and the editor tab
 * with the selected page at full size (scaled down to fit a phone) and, while editing, the text toolbar.
 */
export function PrayerDesigner({ card, draft, onChange, onMeasure, overPages, pasteBlocked, onPasteBlocked }: PrayerDesignerProps) {
  const pages = [...card.pages].sort((a, b) => a.index - b.index);
  const [selected, setSelected] = useState(pages[0]?.index ?? 0);
  const [fieldIndex, setFieldIndex] = useState<number | null>(null);
  const page = pages.find((p) => p.index === selected) ?? pages[0];
  const editing = draft !== null;
  const field = editing && page && fieldIndex != null ? (page.textFields[fieldIndex] ?? null) : null;

  const select = (index: number) => {
    setSelected(index);
    setFieldIndex(null);
  };
  if (!page) return null;
  const over = overPages.includes(page.index);

  return (
    <div className="prayer-designer">
      <PageThumbnails card={card} pages={pages} selected={page.index} overPages={overPages} onMeasure={onMeasure} onSelect={select} />

      <Paper
        withBorder
        radius="md"
        p={{ base: 'xs', sm: 'md' }}
        className="prayer-editor"
        role="tabpanel"
        id="prayer-editor"
        aria-labelledby={`prayer-tab-${page.index}`}
      >
        <Stack gap="md">
          {editing && (
            <TextToolbar
              field={field}
              fieldLabel={field ? fieldLabel(field) : undefined}
              onChange={(style) => fieldIndex != null && onChange(updateField(draft, page.index, fieldIndex, style))}
            />
          )}
          <FitToWidth editingSizes={editing ? page.textFields.map((f) => f.size) : null}>
            <PrayerPageCanvas
              page={page}
              imageURL={backgroundOf(card, page)}
              editable={editing}
              onChange={(p) => draft && onChange(replacePage(draft, p as DraftPage))}
              selectedField={fieldIndex}
              onSelectField={setFieldIndex}
              onPasteBlocked={onPasteBlocked}
              overLimit={over || (editing && pasteBlocked)}
            />
          </FitToWidth>
        </Stack>
      </Paper>
    </div>
  );
}

interface PageThumbnailsProps {
  card: DesignerCard;
  pages: readonly PrayerPageLike[];
  selected: number;
  overPages: readonly number[];
  onMeasure: (pageIndex: number, height: number) => void;
  onSelect: (index: number) => void;
}

/** The navigation of thumbnails: one tab a page, moved through with the arrow keys, Home and End. */
function PageThumbnails({ card, pages, selected, overPages, onMeasure, onSelect }: PageThumbnailsProps) {
  const t = useT();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const to =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? at + 1
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? at - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? pages.length - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    const next = (to + pages.length) % pages.length;
    onSelect(pages[next]!.index);
    tabs.current[next]?.focus();
  };

  return (
    <div role="tablist" aria-label={t(PRAYER_SCREEN_TEXTS, 'pagesOfCard')} className="prayer-thumbs">
      {pages.map((p, i) => {
        const isSelected = p.index === selected;
        return (
          <UnstyledButton
            key={p.index}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            role="tab"
            id={`prayer-tab-${p.index}`}
            aria-selected={isSelected}
            aria-controls="prayer-editor"
            tabIndex={isSelected ? 0 : -1}
            className="prayer-thumb"
            data-selected={isSelected ? 'true' : undefined}
            data-over-limit={overPages.includes(p.index) ? 'true' : undefined}
            onClick={() => onSelect(p.index)}
            onKeyDown={(e) => onTabKey(e, i)}
          >
            <span className="prayer-thumb-frame" aria-hidden>
              <span className="prayer-thumb-scale">
                <PrayerPageCanvas page={p} imageURL={backgroundOf(card, p)} onMeasure={(h) => onMeasure(p.index, h)} />
              </span>
            </span>
            <Text component="span" size="xs" fw={600} className="prayer-thumb-label">
              {t(PRAYER_DESIGNER_TEXTS, 'pageLabel', { index: String(p.index), number: String(p.index + 1) })}
            </Text>
          </UnstyledButton>
        );
      })}
    </div>
  );
}

/**
 * The page at its true size where there is room, scaled down (CSS transform) to the width there is on a phone; while
 * editing, not below the scale at which its fields stay 24 px targets (screenScale), scrolling sideways in its frame.
 */
function FitToWidth({ children, editingSizes }: { children: ReactNode; editingSizes: readonly number[] | null }) {
  const { ref, width } = useElementSize();
  const fit = width > 0 ? Math.min(1, width / PRAYER_PAGE.width) : 1;
  const scale = screenScale(fit, editingSizes);
  const wide = scale > fit;
  const frame = useRef<HTMLDivElement>(null);
  const frameRef = useMergedRef(ref, frame);
  // A page wider than its frame is shown from its middle, where its centred text is (again when its scale changes).
  useEffect(() => {
    const el = frame.current;
    if (el && wide) el.scrollLeft = (el.scrollWidth - el.clientWidth) / 2;
  }, [wide, scale]);
  return (
    <div ref={frameRef} className={wide ? 'prayer-fit prayer-fit--wide' : 'prayer-fit'}>
      <div style={{ width: PRAYER_PAGE.width * scale, height: PRAYER_PAGE.height * scale, margin: '0 auto' }}>
        <div style={{ transform: `scale(${scale})`, transformOrigin: 'top left', width: PRAYER_PAGE.width }}>{children}</div>
      </div>
    </div>
  );
}
