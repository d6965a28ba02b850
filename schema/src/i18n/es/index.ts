/**
 * The Spanish catalog: one module per namespace of the English, under the namespace's name. Loaded by the gateway at
 * boot and by the browser only when Spanish is chosen (its own chunk).
 */
import { layout } from './layout.js';
import { screening } from './screening.js';
import { certificate, certificateFields } from './certificate.js';
import { certificateForm } from './certificateForm.js';
import { certificateLists, certificateSections } from './certificateLists.js';
import { mail } from './mail.js';
import { language } from './language.js';
import { profile } from './profile.js';
import { website } from './website.js';
import { memory } from './memory.js';
import { media } from './media.js';
import { memoryConfirmations } from './memoryConfirmations.js';
import { memoryGallery } from './memoryGallery.js';
import { galleryViewer } from './galleryViewer.js';
import { memoryMedia } from './memoryMedia.js';
import { memoryUpload } from './memoryUpload.js';
import { memoryNotices } from './memoryNotices.js';
import { memoryScreens } from './memoryScreens.js';
import { memoryModeration } from './memoryModeration.js';
import { memoryTypes } from './memoryTypes.js';
import { relationships } from './relationships.js';
import { namePrefixes } from './namePrefixes.js';
import { titledName } from './titledName.js';
import { shareHint } from './shareHint.js';
import { shareMemory } from './shareMemory.js';
import { staffMemories } from './staffMemories.js';
import { screeningNotices } from './screening-notices.js';
import { memoryEvents } from './memoryEvents.js';
import { messages } from './messages.js';
import { input } from './input.js';
import { once } from './once.js';
import { contact } from './contact.js';
import { event } from './event.js';
import { eventCard } from './eventCard.js';
import { staffEvents } from './staffEvents.js';
import { report, reportMessages, staffHome } from './report.js';
import { cemeteryLocation, location } from './location.js';
import { scheduledServices } from './scheduledServices.js';
import { subscription } from './subscription.js';
import { visitorEmail } from './visitorEmail.js';
import { memorial } from './memorial.js';
import { memorialDialogs } from './memorialDialogs.js';
import { tributeStore } from './tributeStore.js';
import { account } from './account.js';
import { auth } from './auth.js';
import { authTexts } from './authTexts.js';
import { app, captcha, pageTitles } from './app.js';
import { saveConflict, saveConflictWhat } from './conflict.js';
import { certificateSubmit, stepStatus } from './steps.js';
import { directory } from './directory.js';
import { directorySearch } from './directorySearch.js';
import { structuredData } from './structuredData.js';
import { sso, ssoErrors } from './sso.js';
import { writer } from './writer.js';
import { writerScreen } from './writerScreen.js';
import { writerRelationships } from './writerRelationships.js';
import { prayer } from './prayer.js';
import { prayerDesigner } from './prayerDesigner.js';
import { prayerScreen } from './prayerScreen.js';
import { prayerTemplates } from './prayerTemplates.js';
import { prayerPrint } from './prayerPrint.js';
import { program } from './program.js';
import { programScreen } from './programScreen.js';
import { programTemplates } from './programTemplates.js';
import { guide } from './guide.js';
import { arrangements, policy, services, staffDecedents } from './arrangements.js';
import { obituary, obituaryScreen } from './obituary.js';
import { obituaryMedia } from './obituaryMedia.js';
import { websiteCards, websiteMessages } from './websiteMessages.js';
import { datePicker } from './datePicker.js';
import { theme } from './theme.js';
import { screeningUi } from './screening-ui.js';

export const ES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  arrangements,
  staffDecedents,
  services,
  policy,
  guide,
  prayer,
  prayerDesigner,
  prayerScreen,
  prayerTemplates,
  prayerPrint,
  program,
  programScreen,
  programTemplates,
  layout,
  screening,
  mail,
  language,
  profile,
  website,
  account,
  auth,
  authTexts,
  app,
  certificate,
  certificateFields,
  certificateForm,
  certificateSections,
  certificateLists,
  captcha,
  pageTitles,
  certificateSubmit,
  saveConflict,
  saveConflictWhat,
  stepStatus,
  directory,
  directorySearch,
  structuredData,
  sso,
  ssoErrors,
  media,
  memory,
  memoryConfirmations,
  memoryGallery,
  galleryViewer,
  memoryMedia,
  memoryUpload,
  memoryNotices,
  memoryScreens,
  memoryModeration,
  memoryTypes,
  relationships,
  namePrefixes,
  titledName,
  shareHint,
  shareMemory,
  staffMemories,
  'screening-notices': screeningNotices,
  memoryEvents,
  messages,
  input,
  once,
  contact,
  event,
  eventCard,
  staffEvents,
  report,
  staffHome,
  reportMessages,
  location,
  cemeteryLocation,
  scheduledServices,
  subscription,
  visitorEmail,
  memorial,
  memorialDialogs,
  tributeStore,
  writer,
  writerScreen,
  writerRelationships,
  obituary,
  obituaryScreen,
  obituaryMedia,
  websiteMessages,
  websiteCards,
  datePicker,
  theme,
  'screening-ui': screeningUi,
};
