/** Every namespace of the English catalog: what the catalog check (i18n.test.ts) holds the Spanish against. */
import type { Namespace } from './index.js';
import { LAYOUT_TEXTS } from '../layout.texts.js';
import { SCREENING_TEXTS } from '../screening.texts.js';
import { CERTIFICATE_FIELDS, CERTIFICATE_MESSAGES } from '../rules/certificate.js';
import { CERTIFICATE_FORM_TEXTS } from '../certificate.texts.js';
import { CERTIFICATE_LIST_LABELS, CERTIFICATE_SECTION_TITLES } from '../reference/certificate.js';
import { MAIL_TEXTS } from '../mail.texts.js';
import { LANGUAGE_TEXTS } from '../language.texts.js';
import { PROFILE_TEXTS } from '../profile.texts.js';
import { WEBSITE_TEXTS } from '../website.texts.js';
import { MEDIA_MESSAGES, MEMORY_CONFIRMATIONS, MEMORY_NOTICES, MESSAGES } from '../messages.js';
import { INPUT_MESSAGES } from '../messages.js';
import { ONCE_MESSAGES } from '../once.js';
import { MEMORY_MESSAGES } from '../rules/memory.texts.js';
import { MEMORY_TYPE_LABELS, PREFIX_LABELS, RELATIONSHIP_LABELS, TITLED_NAME_TEXTS } from '../reference/labels.js';
import { GALLERY_TEXTS, MEMORY_MEDIA_TEXTS, MEMORY_SCREEN_TEXTS } from '../memories.texts.js';
import { GALLERY_VIEWER_TEXTS } from '../gallery-viewer.texts.js';
import { MEMORY_MODERATION_TEXTS } from '../memory-moderation.texts.js';
import { MEMORY_UPLOAD_TEXTS } from '../memory-upload.texts.js';
import { SHARE_HINT, SHARE_MEMORY_TEXTS } from '../share-memory.texts.js';
import { STAFF_MEMORY_TEXTS } from '../staff-memories.texts.js';
import { SCREENING_NOTICES } from '../screening-notices.texts.js';
import { MEMORY_EVENT_TEXTS } from '../a11y.js';
import { CONTACT_MESSAGES } from '../rules/message.texts.js';
import { EVENT_MESSAGES } from '../rules/event.texts.js';
import { EVENT_CARD_TEXTS } from '../event-card.texts.js';
import { SCHEDULED_SERVICES_TEXTS } from '../scheduled-services.texts.js';
import { STAFF_EVENT_TEXTS } from '../staff-events.texts.js';
import { DEMO_TRIBUTE_STORE_TEXTS } from '../tribute-store.texts.js';
import { REPORT_MESSAGES, REPORT_TEXTS, STAFF_HOME_TEXTS } from '../rules/report.js';
import { CEMETERY_LOCATION_TEXTS, LOCATION_MESSAGES } from '../rules/location.js';
import { SUBSCRIPTION_MESSAGES } from '../rules/subscription.texts.js';
import { VISITOR_EMAIL_MESSAGES } from '../rules/common.texts.js';
import { MEMORIAL_TEXTS } from '../memorial.texts.js';
import { MEMORIAL_DIALOG_TEXTS } from '../memorial-dialogs.texts.js';
import { ACCOUNT_MESSAGES } from '../rules/account.js';
import { AUTH_MESSAGES } from '../rules/auth.js';
import { SSO_ERRORS, SSO_MESSAGES } from '../rules/sso.js';
import { DIRECTORY_MESSAGES } from '../directory.js';
import { DIRECTORY_SEARCH_TEXTS } from '../directory-search.texts.js';
import { STRUCTURED_DATA_TEXTS } from '../structured-data.js';
import { AUTH_TEXTS } from '../auth.texts.js';
import { APP_TEXTS, PAGE_TITLES } from '../app.texts.js';
import { CAPTCHA_TEXTS } from '../captcha.texts.js';
import { SAVE_CONFLICT, SAVE_CONFLICT_WHAT } from '../conflict.texts.js';
import { CERTIFICATE_SUBMIT_CONFIRM, STEP_STATUS } from '../steps.texts.js';
import { WRITER_MESSAGES, WRITER_RELATIONSHIP_LABELS, WRITER_TEXTS } from '../rules/writer.texts.js';

import { PRAYER_DESIGNER_TEXTS, PRAYER_MESSAGES, PRAYER_SCREEN_TEXTS, PRAYER_TEMPLATE_TEXTS } from '../rules/prayer.js';
import { PRAYER_PRINT_TEXTS } from '../prayer-print.texts.js';
import { PROGRAM_MESSAGES, PROGRAM_SCREEN_TEXTS, PROGRAM_TEMPLATE_TEXTS } from '../rules/program.js';
import { GUIDE_TEXTS } from '../guide.texts.js';
import { ARRANGEMENTS_TEXTS, POLICY_TEXTS, SERVICES_TEXTS, STAFF_DECEDENTS_TEXTS } from '../arrangements.texts.js';
import { OBITUARY_MESSAGES, OBITUARY_TEXTS } from '../rules/obituary.texts.js';
import { OBITUARY_MEDIA_MESSAGES } from '../rules/obituary-media.js';
import { WEBSITE_CARD_TEXTS, WEBSITE_MESSAGES } from '../rules/website.js';
import { DATE_PICKER_TEXTS } from '../date-picker.texts.js';
import { THEME_TEXTS } from '../theme.texts.js';
import { SCREENING_UI } from '../screening-ui.texts.js';
export const EN_NAMESPACES: readonly Namespace[] = [
  ARRANGEMENTS_TEXTS,
  STAFF_DECEDENTS_TEXTS,
  SERVICES_TEXTS,
  POLICY_TEXTS,
  GUIDE_TEXTS,
  PRAYER_DESIGNER_TEXTS,
  PRAYER_MESSAGES,
  PRAYER_SCREEN_TEXTS,
  PRAYER_TEMPLATE_TEXTS,
  PRAYER_PRINT_TEXTS,
  PROGRAM_MESSAGES,
  PROGRAM_SCREEN_TEXTS,
  PROGRAM_TEMPLATE_TEXTS,
  LAYOUT_TEXTS,
  SCREENING_TEXTS,
  MAIL_TEXTS,
  LANGUAGE_TEXTS,
  PROFILE_TEXTS,
  WEBSITE_TEXTS,
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  AUTH_TEXTS,
  CERTIFICATE_MESSAGES,
  CERTIFICATE_FIELDS,
  CERTIFICATE_FORM_TEXTS,
  CERTIFICATE_SECTION_TITLES,
  CERTIFICATE_LIST_LABELS,
  APP_TEXTS,
  CAPTCHA_TEXTS,
  PAGE_TITLES,
  CERTIFICATE_SUBMIT_CONFIRM,
  SAVE_CONFLICT,
  SAVE_CONFLICT_WHAT,
  STEP_STATUS,
  DIRECTORY_MESSAGES,
  DIRECTORY_SEARCH_TEXTS,
  STRUCTURED_DATA_TEXTS,
  SSO_ERRORS,
  SSO_MESSAGES,
  MEDIA_MESSAGES,
  MEMORY_CONFIRMATIONS,
  MEMORY_MESSAGES,
  GALLERY_TEXTS,
  GALLERY_VIEWER_TEXTS,
  MEMORY_MEDIA_TEXTS,
  MEMORY_UPLOAD_TEXTS,
  MEMORY_NOTICES,
  MEMORY_SCREEN_TEXTS,
  MEMORY_MODERATION_TEXTS,
  MEMORY_TYPE_LABELS,
  RELATIONSHIP_LABELS,
  PREFIX_LABELS,
  TITLED_NAME_TEXTS,
  SHARE_HINT,
  SHARE_MEMORY_TEXTS,
  STAFF_MEMORY_TEXTS,
  SCREENING_NOTICES,
  MEMORY_EVENT_TEXTS,
  MESSAGES,
  INPUT_MESSAGES,
  ONCE_MESSAGES,
  CONTACT_MESSAGES,
  EVENT_MESSAGES,
  EVENT_CARD_TEXTS,
  STAFF_EVENT_TEXTS,
  REPORT_TEXTS,
  STAFF_HOME_TEXTS,
  REPORT_MESSAGES,
  LOCATION_MESSAGES,
  CEMETERY_LOCATION_TEXTS,
  SCHEDULED_SERVICES_TEXTS,
  SUBSCRIPTION_MESSAGES,
  VISITOR_EMAIL_MESSAGES,
  MEMORIAL_TEXTS,
  MEMORIAL_DIALOG_TEXTS,
  DEMO_TRIBUTE_STORE_TEXTS,
  WRITER_MESSAGES,
  WRITER_TEXTS,
  WRITER_RELATIONSHIP_LABELS,
  OBITUARY_MESSAGES,
  OBITUARY_TEXTS,
  OBITUARY_MEDIA_MESSAGES,
  WEBSITE_MESSAGES,
  WEBSITE_CARD_TEXTS,
  DATE_PICKER_TEXTS,
  THEME_TEXTS,
  SCREENING_UI,
];
