import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** A quiet sage green for actions; white text on shade 7 passes WCAG AA. */
const sage: MantineColorsTuple = ['#f2f5f1', '#e3e9e1', '#c5d2c1', '#a5b9a0', '#8aa384', '#789572', '#6a8664', '#56704f', '#4a6145', '#3b4e37'];
/** Warm stone neutrals for surfaces, borders and secondary text. */
const stone: MantineColorsTuple = ['#faf8f5', '#f3efe9', '#e8e1d7', '#d8cec0', '#c2b5a3', '#a3947f', '#857767', '#6b5f53', '#51473f', '#37302b'];

/** System fonts only: the portal loads nothing from outside. */
export const SERIF = "'Cormorant Garamond', 'Cormorant', 'EB Garamond', Garamond, 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif";
export const SANS = "'Source Sans 3', 'Segoe UI', system-ui, -apple-system, BlinkMacSystemFont, Roboto, 'Helvetica Neue', 'Liberation Sans', Arial, sans-serif";

export const theme = createTheme({
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
    Modal: { defaultProps: { centered: true, radius: 'lg', padding: 'xl', overlayProps: { backgroundOpacity: 0.45, blur: 2 }, closeButtonProps: { 'aria-label': 'Close' }, classNames: { title: 'modal-title' } } },
    Paper: { defaultProps: { radius: 'lg' } },
    Tooltip: { defaultProps: { multiline: true, w: 280, withArrow: true } },
  },
});
