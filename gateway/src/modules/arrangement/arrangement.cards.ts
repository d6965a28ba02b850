import type { EntityManager } from '@mikro-orm/postgresql';
import type { CardStates } from './arrangement.steps.js';

/**
 * The cards' columns of a statement on `decedent d` with CARD_JOINS: the certificate's progress, the prayer and program
 * cards with the name of each one's last editor, when each was submitted, and the obituary's text, display name and
 * submission. Prefixed summary_ (the summary's own statement reads them beside the decedent's columns).
 */
export const CARD_COLUMNS = `cardinality(c.saved_sections) as summary_certificate_saved, c.updated_at as summary_certificate_at,
    cu.first_name || ' ' || cu.last_name as summary_certificate_by, c.submitted_at as summary_certificate_submitted_at,
    p.id as summary_prayer_id, p.template_name as summary_prayer_template, p.updated_at as summary_prayer_at, pu.first_name || ' ' || pu.last_name as summary_prayer_by,
    p.submitted_at as summary_prayer_submitted_at,
    g.id as summary_program_id, g.template_name as summary_program_template, g.file_url as summary_program_file, g.submitted_at as summary_program_submitted_at,
    g.updated_at as summary_program_at, gu.first_name || ' ' || gu.last_name as summary_program_by,
    o.id as summary_obituary_id, o.obituary as summary_obituary_text, o.display_name as summary_obituary_display_name,
    o.submitted_at as summary_obituary_submitted_at`;
export const CARD_JOINS = `left join obituary o on o.decedent_id = d.id
  left join certificate c on c.decedent_id = d.id left join app_user cu on cu.id = c.updated_by_id
  left join prayer_card p on p.decedent_id = d.id left join app_user pu on pu.id = p.updated_by_id
  left join program_card g on g.decedent_id = d.id left join app_user gu on gu.id = g.updated_by_id`;

/** CARD_COLUMNS as a row brings them (timestamptz as PostgreSQL's text, the ORM's type parser). */
export interface CardColumns {
  summary_certificate_saved: number | null;
  summary_certificate_at: string | null;
  summary_certificate_by: string | null;
  summary_certificate_submitted_at: string | null;
  summary_prayer_id: number | null;
  summary_prayer_template: string;
  summary_prayer_at: string | null;
  summary_prayer_by: string | null;
  summary_prayer_submitted_at: string | null;
  summary_program_id: number | null;
  summary_program_template: string;
  summary_program_file: string | null;
  summary_program_submitted_at: string | null;
  summary_program_at: string | null;
  summary_program_by: string | null;
  summary_obituary_id: number | null;
  summary_obituary_text: string | null;
  summary_obituary_display_name: string | null;
  summary_obituary_submitted_at: string | null;
}

/** The card states of CARD_COLUMNS (undefined: no such decedent, no card). */
export function cardsOfRow(em: EntityManager, r: CardColumns | undefined): CardStates {
  const platform = em.getPlatform();
  const at = (text: string | null | undefined) => (text == null ? null : (platform.parseDate(text) as Date));
  if (!r)
    return {
      certificate: { savedSections: 0, at: null, by: null, submittedAt: null },
      prayer: null,
      program: null,
      obituary: { written: false, submittedAt: null, hasDisplayName: false },
    };
  return {
    certificate: {
      savedSections: r.summary_certificate_saved ?? 0,
      at: at(r.summary_certificate_at),
      by: r.summary_certificate_by,
      submittedAt: at(r.summary_certificate_submitted_at),
    },
    prayer:
      r.summary_prayer_id === null
        ? null
        : {
            templateName: r.summary_prayer_template,
            at: at(r.summary_prayer_at),
            by: r.summary_prayer_by,
            submittedAt: at(r.summary_prayer_submitted_at),
          },
    program:
      r.summary_program_id === null
        ? null
        : {
            templateName: r.summary_program_template,
            fileUrl: r.summary_program_file,
            submittedAt: at(r.summary_program_submitted_at),
            at: at(r.summary_program_at),
            by: r.summary_program_by,
          },
    obituary: {
      written: (r.summary_obituary_text ?? '').length > 0,
      submittedAt: at(r.summary_obituary_submitted_at),
      hasDisplayName: !!r.summary_obituary_display_name,
    },
  };
}
