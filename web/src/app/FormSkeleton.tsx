import { Skeleton } from '@mantine/core';

/** A row of a form: a line of text, a labelled text field, a labelled text area (3 rows) or a small note under it. */
type FormSkeletonRow = 'text' | 'field' | 'area' | 'note';

/**
 * Stands in for a form whose code is still on its way (NearScreen): the outline of its fields and its button, at their
 * sizes, instead of one tall grey block. Static markup, so the server's render and the browser's first are the same.
 */
export function FormSkeleton({ rows }: { rows: readonly FormSkeletonRow[] }) {
  return (
    <div className="form-skeleton" aria-hidden="true" data-testid="form-skeleton">
      {rows.map((row, i) =>
        row === 'text' || row === 'note' ? (
          <div key={i} className={`form-skeleton__line form-skeleton__line--${row}`}>
            <Skeleton height={10} width="80%" radius="sm" />
          </div>
        ) : (
          <div key={i}>
            <div className="form-skeleton__line">
              <Skeleton height={10} width={64} radius="sm" />
            </div>
            <div className={`form-skeleton__input form-skeleton__input--${row}`} />
          </div>
        ),
      )}
      <div className="form-skeleton__button" />
    </div>
  );
}
