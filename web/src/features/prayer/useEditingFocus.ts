import { useEffect, useRef } from 'react';
import { PRAYER_DESIGNER_TEXTS, t } from '@memorial/schema';
import { focusElement, focusLost } from '../../app/focus';

/** The first field of edit mode: the poem to choose (once its list has come), else the page's first text. */
function firstField(): HTMLElement | 'wait' | null {
  const poem = document.querySelector<HTMLInputElement>('[aria-labelledby="prayer-step-2"] input:not([type="hidden"])');
  if (poem?.disabled) return 'wait';
  return poem ?? document.querySelector<HTMLElement>('#prayer-editor [role="textbox"]');
}

const editCardButton = () =>
  Array.from(document.querySelectorAll<HTMLButtonElement>('.prayer-actions button')).find(
    (button) => button.textContent?.trim() === t(PRAYER_DESIGNER_TEXTS, 'editCard'),
  );

/**
 * EDIT CARD and SAVE CARD (or CANCEL) swap the card's buttons, and the pressed one left the page with focus on it
 * (issue 29, item 4): when editing starts, focus goes to the first field of edit mode (the poem, else the page's
 * first text, else step 2's heading); when it ends, to EDIT CARD, the button that opens it again (a few tries while
 * they are disabled, loading). Only when focus was lost: never taken from where it went meanwhile.
 */
export function useEditingFocus(editing: boolean) {
  const was = useRef(editing);
  useEffect(() => {
    if (was.current === editing) return;
    was.current = editing;
    let timer: ReturnType<typeof setTimeout>;
    const place = (tries: number) => {
      if (!focusLost()) return;
      // The poem list loads when editing starts, the saved card after a save: their controls are disabled until then.
      const field = editing ? firstField() : (editCardButton() ?? null);
      const wait = field === 'wait' || (field instanceof HTMLButtonElement && field.disabled);
      if (wait && tries > 0) timer = setTimeout(() => place(tries - 1), 150);
      else if (!editing) focusElement(field as HTMLElement | null);
      else if (!(field instanceof HTMLElement) || !focusElement(field)) focusElement(document.getElementById('prayer-step-2'));
    };
    // After the render that swapped the buttons and made the fields editable.
    timer = setTimeout(() => place(20), 0);
    return () => clearTimeout(timer);
  }, [editing]);
}
