import {
  currentLocale,
  obituaryDraftRule,
  t,
  WRITER_MESSAGES,
  writerLanguageRule,
  type Locale,
  type ObituaryDraftAnswers,
} from '@memorial/schema';
import { DomainError, validInput } from '../../errors.js';
import { requireViewer } from '../../request/access.js';
import type { RequestScope } from '../../request/scope.js';
import type { Decedent } from '../decedent/index.js';
import { DecedentService } from '../decedent/index.js';
import { composeObituary } from './writer.composer.js';
import { composeSpanishObituary } from './writer.composer.es.js';
import { ObituaryDraft } from './writer.entity.js';
import type { ObituaryDraftAnswersType, ObituaryDraftPreview, ObituaryDraftView, SaveObituaryDraftResult } from './writer.types.js';

/** The obituary in its language: each has its own composer, written in that language. */
const compose = (answers: ObituaryDraftAnswers, locale: Locale) =>
  locale === 'es' ? composeSpanishObituary(answers) : composeObituary(answers);

/**
 * The assisted obituary writer: the family with access to the decedent (and staff) compose drafts from the
 * questionnaire's answers, save them and list them. Composing is local and deterministic (writer.composer.ts).
 */
export class WriterService {
  constructor(private readonly ctx: RequestScope) {}

  private get decedents() {
    return this.ctx.service(DecedentService);
  }

  /** The decedent's drafts, the last saved first. */
  async list(opi: string): Promise<ObituaryDraftView[]> {
    const decedent = await this.decedents.getActable(opi);
    return this.draftsOf(decedent);
  }

  /** What the answers compose to, without saving anything (the questionnaire's preview). */
  async preview(opi: string, input: ObituaryDraftAnswersType, language?: string | null): Promise<ObituaryDraftPreview> {
    const locale = this.language(language);
    await this.decedents.getActable(opi);
    return { generatedText: compose(this.answers(input), locale) };
  }

  /**
   * Saves a draft: a new one, or (with id) the decedent's draft of that id, answers and text replaced.
   * The text is always composed here from the answers, never taken from the caller, in the language named, else the
   * saved draft's own, else the request's.
   */
  async save(opi: string, input: ObituaryDraftAnswersType, id?: number | null, language?: string | null): Promise<SaveObituaryDraftResult> {
    const viewer = requireViewer(this.ctx);
    const named = validInput(writerLanguageRule, { language }).language;
    const decedent = await this.decedents.getActable(opi);
    const answers = this.answers(input);
    const em = this.ctx.em;
    let draft: ObituaryDraft;
    if (id != null) {
      const found = await em.findOne(ObituaryDraft, { id, decedent: decedent.id });
      if (!found) throw DomainError.notFound(t(WRITER_MESSAGES, 'missing'));
      draft = found;
    } else {
      draft = em.create(ObituaryDraft, { decedent, answers, generatedText: '', language: named ?? currentLocale() });
    }
    // A saved draft keeps its language unless the save names another.
    draft.language = named ?? draft.language;
    draft.answers = answers;
    draft.generatedText = compose(answers, draft.language);
    draft.author = em.getReference('User', viewer.userId) as never;
    await em.flush();
    const drafts = await this.draftsOf(decedent);
    return { message: t(WRITER_MESSAGES, 'saved'), draft: drafts.find((d) => d.id === draft.id)!, drafts };
  }

  /** The language named, else the request's (Accept-Language, the page's choice). */
  private language(language: string | null | undefined): Locale {
    return validInput(writerLanguageRule, { language }).language ?? currentLocale();
  }

  private answers(input: ObituaryDraftAnswersType): ObituaryDraftAnswers {
    return validInput(obituaryDraftRule, { ...input });
  }

  private async draftsOf(decedent: Decedent): Promise<ObituaryDraftView[]> {
    const rows = await this.ctx.em.find(
      ObituaryDraft,
      { decedent: decedent.id },
      { populate: ['author'], orderBy: { updatedAt: 'desc', id: 'desc' } },
    );
    return rows.map((row) => {
      const author = row.author?.getEntity();
      return {
        id: row.id,
        decedentOpId: decedent.opi,
        answers: row.answers,
        generatedText: row.generatedText,
        language: row.language,
        authorName: author ? `${author.firstName} ${author.lastName}`.trim() : null,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      };
    });
  }
}
