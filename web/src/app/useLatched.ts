import { useState } from 'react';

/**
 * True from the first render in which `condition` is, and for good: a part loaded or mounted when first wanted
 * (a dialog first opened, a first toast) stays, so its closing transition plays and what it holds is kept.
 */
export function useLatched(condition: boolean): boolean {
  const [latched, setLatched] = useState(condition);
  if (condition && !latched) setLatched(true);
  return latched || condition;
}
