import { APP_TEXTS, ARRANGEMENTS_TEXTS, STAFF_DECEDENTS_TEXTS } from '@memorial/schema';
import { useT } from '../../app/i18n';
import { ArrangementFrame } from '../../app/arrangement/ArrangementFrame';
import { summaryPath } from '../../app/arrangement/paths';
import { useSession } from '../../app/session';
import { DecedentFilters } from './DecedentFilters';
import { DecedentList } from './DecedentList';
import { useStaffDecedents } from './useStaffDecedents';

/** /admin/decedents: every decedent record, searchable and filtered, each leading to its arrangements (arrangements-portal 2.1, 2.3). */
export function StaffDecedentsPage() {
  const t = useT();
  const { filters, update, typed, setTyped, queryString, result, loading, pages } = useStaffDecedents();
  // The cemetery location is the administrator's to set (legacy PUT /decedent/{id}/location is admin only).
  const isAdmin = useSession().role === 'admin';
  const link = (opi: string) => summaryPath('admin', opi, queryString);

  // The staff's breadcrumbs begin here (arrangements-portal 2.3): this list is their dashboard.
  return (
    <ArrangementFrame
      title={t(ARRANGEMENTS_TEXTS, 'summaryTitle')}
      crumbs={[{ label: t(APP_TEXTS, 'dashboard'), to: '/admin/decedents', current: true }]}
      lead={t(STAFF_DECEDENTS_TEXTS, 'lead')}
    >
      <DecedentFilters filters={filters} update={update} typed={typed} setTyped={setTyped} />
      <DecedentList
        result={result}
        loading={loading}
        page={filters.page}
        pages={pages}
        onPage={(p) => update('page', p)}
        isAdmin={isAdmin}
        link={link}
      />
    </ArrangementFrame>
  );
}
