import {
  createTheme,
  defaultVariantColorsResolver,
  mergeThemeOverrides,
  parseThemeColor,
  type MantineColorsTuple,
  type MantineThemeOverride,
  type VariantColorsResolver,
} from '@mantine/core';
import { DATE_PICKER_TEXTS as D, THEME_TEXTS as T, translate, type Locale } from '@memorial/schema';

/** A quiet sage green for actions; white text on shade 7 passes WCAG AA. */
const sage: MantineColorsTuple = [
  '#f2f5f1',
  '#e3e9e1',
  '#c5d2c1',
  '#a5b9a0',
  '#8aa384',
  '#789572',
  '#6a8664',
  '#56704f',
  '#4a6145',
  '#3b4e37',
];
/** Warm stone neutrals for surfaces, borders and secondary text. */
const stone: MantineColorsTuple = [
  '#faf8f5',
  '#f3efe9',
  '#e8e1d7',
  '#d8cec0',
  '#c2b5a3',
  '#a3947f',
  '#857767',
  '#6b5f53',
  '#51473f',
  '#37302b',
];

/** Self-hosted with @fontsource (imported in main.tsx); the rest are fallbacks while they load. */
export const SERIF =
  "'Cormorant Garamond', 'Cormorant', 'EB Garamond', Garamond, 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif";
export const SANS =
  "'Source Sans 3', 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', 'Liberation Sans', Arial, sans-serif";

/**
 * Mantine's colours, kept at WCAG AA contrast (4.5:1): a subtle button keeps the
 * shade it asks for (Mantine caps it at 6, 4.2:1 on our paper), and light
 * yellow or orange text (alerts, badges) is a dark brown instead of shade 9.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  if (input.variant === 'subtle' && parsed.shade !== undefined)
    return { ...colors, color: `var(--mantine-color-${parsed.color}-${parsed.shade})` };
  if ((input.variant === 'light' || input.variant === 'subtle') && (parsed.color === 'yellow' || parsed.color === 'orange'))
    return { ...colors, color: '#6b4600' };
  return colors;
};

/**
 * A dialog that opened by itself (on arrival) or whose opener is gone gives
 * focus back to the page body, where keyboard users lose their place: focus
 * the screen's heading (or main) instead. Looked at once the dialog has left
 * the page: when its exit transition ends, focus may still be inside it (Escape
 * pressed in a field), and it falls to the body only as the dialog unmounts.
 */
function keepFocusOnPage() {
  setTimeout(() => {
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const target = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main');
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, 0);
}

const base = createTheme({
  variantColorResolver,
  primaryColor: 'sage',
  primaryShade: 7,
  colors: { sage, stone },
  black: '#2f2a26',
  fontFamily: SANS,
  defaultRadius: 'md',
  headings: {
    fontFamily: SERIF,
    fontWeight: '600',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(2rem, 1.5rem + 2vw, 2.75rem)', lineHeight: '1.15' },
      h2: { fontSize: 'clamp(1.6rem, 1.3rem + 1vw, 2rem)', lineHeight: '1.2' },
      h3: { fontSize: '1.45rem', lineHeight: '1.25' },
      h4: { fontSize: '1.2rem', lineHeight: '1.3' },
    },
  },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  components: {
    Button: { defaultProps: { radius: 'xl' } },
    Modal: {
      defaultProps: {
        centered: true,
        radius: 'lg',
        padding: 'xl',
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
        classNames: { title: 'modal-title' },
        onExitTransitionEnd: keepFocusOnPage,
      },
    },
    Paper: { defaultProps: { radius: 'lg' } },
    // WCAG 2.5.8: a checkbox, radio or switch and its label make a target at least 24 px tall (Mantine's sm is 20).
    Checkbox: { defaultProps: { size: 'md' } },
    Radio: { defaultProps: { size: 'md' } },
    Switch: { defaultProps: { size: 'md' } },
    Tooltip: { defaultProps: { multiline: true, w: 280, withArrow: true } },
    // A dialog's title bar is not a second banner landmark beside the page's header.
    ModalHeader: { defaultProps: { component: 'div' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
    // Days of other months are left out of the date pickers rather than greyed below AA contrast.
    DatePickerInput: {
      defaultProps: {
        hideOutsideDates: true,
        // A picked date gives focus back to the field instead of the page body (Mantine sets returnFocus false).
        popoverProps: { returnFocus: true },
      },
    },
  },
});

/**
 * The theme in `locale` (issue 31): the names it gives Mantine's own controls, for assistive technology, are the
 * catalog's. AppProviders builds it once per language; the colours and the rest are the same in both.
 */
export function themeIn(locale: Locale): MantineThemeOverride {
  return mergeThemeOverrides(base, {
    components: {
      // Every close button is named (axe button-name).
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': translate(locale, T, 'close') } } },
      Drawer: { defaultProps: { closeButtonProps: { 'aria-label': translate(locale, T, 'close') } } },
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': translate(locale, T, 'closeNotification') } } },
      // The date pickers' dropdown is the one popover with the dialog role, and the id Mantine labels it by
      // is taken by the input: name it here (aria-label counts only while aria-labelledby finds nothing).
      PopoverDropdown: { defaultProps: { 'aria-label': translate(locale, T, 'chooseDate') } },
      InputClearButton: { defaultProps: { 'aria-label': translate(locale, D, 'clear') } },
      // The date pickers' previous and next controls are named (they are icons only).
      DatePickerInput: {
        defaultProps: {
          ariaLabels: {
            previousMonth: translate(locale, D, 'previousMonth'),
            nextMonth: translate(locale, D, 'nextMonth'),
            previousYear: translate(locale, D, 'previousYear'),
            nextYear: translate(locale, D, 'nextYear'),
            previousDecade: translate(locale, D, 'previousDecade'),
            nextDecade: translate(locale, D, 'nextDecade'),
          },
        },
      },
    },
  });
}

/** The English theme (component tests render with it). */
export const theme = themeIn('en');
