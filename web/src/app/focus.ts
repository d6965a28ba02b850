/*
 * Where focus goes when the element that had it goes away (issue 29, item 4): somewhere useful, never the page body.
 */

/** Makes an element focusable by script only (not a Tab stop) and focuses it; answers whether it took focus. */
export function focusElement(element: HTMLElement | null | undefined): boolean {
  if (!element) return false;
  if (!element.hasAttribute('tabindex') && !element.matches('a[href], button, input, select, textarea'))
    element.setAttribute('tabindex', '-1');
  element.focus();
  return document.activeElement === element;
}

/** The screen's heading (its h1 in main, else main): where a keyboard or screen reader user continues after a dialog. */
export function focusPageHeading(): boolean {
  return focusElement(document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main'));
}

/** True when focus has been lost: on the page body, nowhere, or on an element no longer in the page. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
