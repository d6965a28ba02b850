import { useEffect, useLayoutEffect, useRef, type ClipboardEvent, type CSSProperties, type FormEvent, type Ref } from 'react';
import { PRAYER_PAGE, PRAYER_SCREEN_TEXTS, t } from '@memorial/schema';
import { fontFamily } from './fonts';
import { PAGE_HEIGHT, PAGE_WIDTH, TEXT_HEIGHT_LIMIT, TEXT_WIDTH, ptToPx } from './geometry';
import './prayer.css';

/** A text field of a page as the GraphQL PrayerTextField has it (the fields the canvas reads). */
export interface PrayerTextFieldLike {
  type: string;
  subType?: string | null;
  name: string;
  text: string;
  priority: number;
  font: string;
  size: number;
  bold: boolean;
  italic: boolean;
  underline: boolean;
  align: string;
  line?: number | null;
}

/** One page of a card as the GraphQL PrayerCardPage has it. */
export interface PrayerPageLike {
  index: number;
  name: string;
  imageURL?: string | null;
  textFields: readonly PrayerTextFieldLike[];
}

export interface PrayerPageCanvasProps<P extends PrayerPageLike = PrayerPageLike> {
  page: P;
  /** The background: a template's front or back, or the family's photo; falls back to the page's own image. */
  imageURL?: string | null;
  /** Each text field becomes editable in place. */
  editable?: boolean;
  /** A field's text changed (editable mode): the page with that field's new text. */
  onChange?: (page: P) => void;
  /** The root, exactly PAGE_WIDTH x PAGE_HEIGHT: what renderPages draws to PNG. */
  innerRef?: Ref<HTMLDivElement>;
  /** The index (in page.textFields) of the field the toolbar acts on. */
  selectedField?: number | null;
  onSelectField?: (fieldIndex: number) => void;
  /** The rendered height of the page's text, measured after each render (the 738 px limit). */
  onMeasure?: (height: number) => void;
  /** A paste was refused because the text would pass the height limit. */
  onPasteBlocked?: () => void;
  /** Draws the text area's red border (the text is past the limit). */
  overLimit?: boolean;
}

/** The footer (the location) sits at the foot of the page's text area; the other fields stack above it. */
const isFooter = (f: PrayerTextFieldLike) => f.type === 'footer';

/** The text fields in the order they stack on the page: by priority, then as listed. */
export function stackOrder(fields: readonly PrayerTextFieldLike[]): number[] {
  return fields.map((_, i) => i).sort((a, b) => fields[a]!.priority - fields[b]!.priority || a - b);
}

export function fieldStyle(field: PrayerTextFieldLike): CSSProperties {
  return {
    fontFamily: fontFamily(field.font),
    fontSize: `${ptToPx(field.size)}px`,
    fontWeight: field.bold ? 700 : 400,
    fontStyle: field.italic ? 'italic' : 'normal',
    textDecoration: field.underline ? 'underline' : 'none',
    textAlign: (['left', 'center', 'right', 'justify'].includes(field.align) ? field.align : 'center') as CSSProperties['textAlign'],
  };
}

/**
 * Reports the page's text height after every render (a change of text or style), and again once webfonts have
 * loaded: measured in a fallback font, a page looks shorter than it prints.
 */
function useMeasure(measure: () => number, onMeasure: ((height: number) => void) | undefined) {
  const report = useRef<() => void>(() => undefined);
  useLayoutEffect(() => {
    report.current = () => onMeasure?.(measure());
    report.current();
  });
  useEffect(() => {
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    if (!fonts) return;
    let live = true;
    const again = () => live && report.current();
    void fonts.ready.then(again);
    fonts.addEventListener?.('loadingdone', again);
    return () => {
      live = false;
      fonts.removeEventListener?.('loadingdone', again);
    };
  }, []);
}

/**
 * One page of the prayer card at 456 x 775 CSS px, exactly as it prints: the background image (cover) and
 * the page's text fields stacked by priority in a text area 400 px wide and at most 738 px high. The same DOM
 * is drawn to the 750 x 1275 PNG on submit, so nothing here may depend on the screen it sits on.
 */
export function PrayerPageCanvas<P extends PrayerPageLike>({
  page,
  imageURL,
  editable = false,
  onChange,
  innerRef,
  selectedField,
  onSelectField,
  onMeasure,
  onPasteBlocked,
  overLimit,
}: PrayerPageCanvasProps<P>) {
  const textRef = useRef<HTMLDivElement>(null);
  const footRef = useRef<HTMLDivElement>(null);
  const background = imageURL ?? page.imageURL ?? null;
  const order = stackOrder(page.textFields);
  const feet = order.filter((i) => isFooter(page.textFields[i]!));
  // The real rendered height of the page's text: the stacked fields and the footer under them.
  const measure = () => (textRef.current?.scrollHeight ?? 0) + (footRef.current ? footRef.current.scrollHeight + PRAYER_PAGE.footGap : 0);

  useMeasure(measure, onMeasure);

  const renderField = (i: number) => {
    const field = page.textFields[i]!;
    if (!editable) {
      return field.text ? (
        <div key={i} className="prayer-field" style={fieldStyle(field)}>
          {field.text}
        </div>
      ) : null;
    }
    return (
      <EditableField
        key={i}
        field={field}
        selected={selectedField === i}
        onFocus={() => onSelectField?.(i)}
        onText={(text) => setText(i, text)}
        measure={measure}
        onPasteBlocked={onPasteBlocked}
      />
    );
  };

  const setText = (fieldIndex: number, text: string) => {
    if (!onChange || page.textFields[fieldIndex]?.text === text) return;
    onChange({ ...page, textFields: page.textFields.map((f, i) => (i === fieldIndex ? { ...f, text } : f)) });
  };

  return (
    <div ref={innerRef} className="prayer-page" style={{ width: PAGE_WIDTH, height: PAGE_HEIGHT }} data-page-index={page.index}>
      {background && <img className="prayer-page-image" src={background} alt="" crossOrigin="anonymous" draggable={false} />}
      <div
        className="prayer-page-area"
        style={{
          // How the fields stack, as the server fits them (prayer.css reads these).
          ['--prayer-line-height' as string]: PRAYER_PAGE.lineHeight,
          ['--prayer-field-gap' as string]: `${PRAYER_PAGE.fieldGap}px`,
          width: TEXT_WIDTH,
          height: TEXT_HEIGHT_LIMIT,
          left: (PAGE_WIDTH - TEXT_WIDTH) / 2,
          top: (PAGE_HEIGHT - TEXT_HEIGHT_LIMIT) / 2,
        }}
        data-over-limit={overLimit ? 'true' : undefined}
      >
        <div className="prayer-page-main" data-align={page.index === 0 ? 'top' : 'middle'}>
          <div ref={textRef} className="prayer-page-text">
            {order.filter((i) => !isFooter(page.textFields[i]!)).map(renderField)}
          </div>
        </div>
        {feet.length > 0 && (editable || feet.some((i) => page.textFields[i]!.text)) && (
          <div ref={footRef} className="prayer-page-text prayer-page-foot" style={{ marginTop: PRAYER_PAGE.footGap }}>
            {feet.map(renderField)}
          </div>
        )}
      </div>
    </div>
  );
}

const TYPE_LABELS: Record<string, string> = {
  title: 'Title',
  content: 'Text',
  poem: 'Poem',
  footer: 'Footer',
  heading1: 'Heading',
  heading2: 'Subheading',
  textarea: 'Text',
  group: 'Text',
};

/**
 * The name a field is known by on screen, in the reader's language: a template's field by its name ('poemTitle' →
 * 'Poem title', 'Título del poema'); another field by its name in words, else its type's.
 */
export function fieldLabel(field: PrayerTextFieldLike): string {
  const words = field.name
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  const known = field.name ? field.name[0]!.toLowerCase() + field.name.slice(1) : '';
  const written = words ? words[0]!.toUpperCase() + words.slice(1) : (TYPE_LABELS[field.type] ?? TYPE_LABELS['content']!);
  return t(PRAYER_SCREEN_TEXTS, 'fieldLabel', { name: known, type: field.type, words: written });
}

/**
 * A plain-text field edited in place. The DOM owns the text while it is typed in (a controlled
 * contentEditable would lose the caret), and takes the field's text again when it changes from outside.
 */
function EditableField({
  field,
  selected,
  onFocus,
  onText,
  measure,
  onPasteBlocked,
}: {
  field: PrayerTextFieldLike;
  selected: boolean;
  onFocus: () => void;
  onText: (text: string) => void;
  measure: () => number;
  onPasteBlocked?: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const before = useRef<{ text: string; height: number } | null>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    if (el && readText(el) !== field.text) el.textContent = field.text;
  }, [field.text]);

  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    // Remember the text before the paste: the input that follows decides whether it stays.
    before.current = { text: readText(e.currentTarget), height: measure() };
    if (e.clipboardData.types.includes('text/html') && !e.clipboardData.types.includes('text/plain')) e.preventDefault();
  };
  const onInput = (e: FormEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    const pasted = before.current;
    before.current = null;
    const inputType = (e.nativeEvent as InputEvent).inputType;
    // A paste that makes the text taller than the limit (and taller than it was) is undone.
    if (pasted && (inputType === undefined || inputType === 'insertFromPaste')) {
      const height = measure();
      if (height > TEXT_HEIGHT_LIMIT && height > pasted.height) {
        el.textContent = pasted.text;
        onPasteBlocked?.();
        return;
      }
    }
    onText(readText(el));
  };

  return (
    <div
      ref={ref}
      className="prayer-field prayer-field-editable"
      style={fieldStyle(field)}
      role="textbox"
      aria-multiline="true"
      aria-label={fieldLabel(field)}
      tabIndex={0}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      data-selected={selected ? 'true' : undefined}
      onFocus={onFocus}
      onPaste={onPaste}
      onInput={onInput}
    />
  );
}

/** The text of a field as typed: line breaks kept, the trailing break a browser adds dropped. */
function readText(el: HTMLElement): string {
  const text = el.innerText ?? el.textContent ?? '';
  return text.replace(/\n$/, '');
}
