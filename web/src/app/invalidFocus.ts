/*
 * A refused submit moves focus to the first invalid field (issue 29, item 4), on every form of the app: the
 * fields show their messages with aria-invalid="true" (Mantine sets it with `error`), so one listener on the
 * document covers every form, whether its validation refuses the submit at once or the gateway refuses it later.
 */

/** How long after a submit a refusal by the gateway still moves focus (a slow answer on a loaded machine). */
const WATCH_MS = 20_000;

const INVALID = '[aria-invalid="true"]';
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex], [contenteditable="true"]';

/** The element to focus for an invalid field: itself, or the first focusable thing inside it (a group, an editor). */
function focusTarget(invalid: HTMLElement): HTMLElement | null {
  return invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE);
}

/** Focuses the form's first invalid field unless focus is already on one; answers whether the form has one. */
function focusFirstInvalid(form: HTMLFormElement): boolean {
  const invalid = Array.from(form.querySelectorAll<HTMLElement>(INVALID));
  if (!invalid.length) return false;
  if (invalid.some((field) => field.contains(document.activeElement))) return true;
  const target = invalid.map(focusTarget).find((element) => element !== null);
  target?.focus();
  return true;
}

/**
 * Listens for submits on `target`: the form's first invalid field gets focus as soon as the form shows one, until
 * the person moves on (types or focuses something else) or WATCH_MS pass. Answers the function that stops listening.
 */
export function installInvalidFocus(target: Document = document): () => void {
  let stopWatching = () => {};
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement)) return;
    stopWatching();
    const focusedAtSubmit = target.activeElement;
    // Focus moves only while it is where the submit left it (the submit button, the field Enter was pressed in).
    const untouched = () => {
      const active = target.activeElement;
      return active === focusedAtSubmit || !active || active === target.body || !active.isConnected;
    };
    const check = () => {
      if (untouched() && focusFirstInvalid(form)) stopWatching();
    };
    const observer = new MutationObserver(check);
    observer.observe(form, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-invalid'] });
    const timer = setTimeout(() => stopWatching(), WATCH_MS);
    // Fields already showing their message before the submit change nothing: look once the submit was handled.
    const first = setTimeout(check, 0);
    const onInput = () => stopWatching();
    form.addEventListener('input', onInput);
    stopWatching = () => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(first);
      form.removeEventListener('input', onInput);
      stopWatching = () => {};
    };
  };
  target.addEventListener('submit', onSubmit, true);
  return () => {
    target.removeEventListener('submit', onSubmit, true);
    stopWatching();
  };
}
