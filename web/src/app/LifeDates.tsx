import type { ReactNode } from 'react';
import { formatCardDate } from './format';

/** Date of Birth and Date of Death as the cards show them (MM-DD-YYYY, '-' when absent); children add more rows. */
export function LifeDates({ className, dateOfBirth, dateOfDeath, children }: { className: string; dateOfBirth?: string | null; dateOfDeath?: string | null; children?: ReactNode }) {
  return (
    <dl className={className}>
      <div>
        <dt>Date of Birth</dt>
        <dd>{formatCardDate(dateOfBirth)}</dd>
      </div>
      <div>
        <dt>Date of Death</dt>
        <dd>{formatCardDate(dateOfDeath)}</dd>
      </div>
      {children}
    </dl>
  );
}
