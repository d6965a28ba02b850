import type { MAIL_TEXTS } from '../../mail.texts.js';
import type { Translation } from '../index.js';

export const mail: Translation<typeof MAIL_TEXTS> = {
  hello: 'Hola, {firstName}:',
  // «Estimado/Estimada» would guess the sharer's gender: the plain greeting is as warm.
  dear: 'Hola, {firstName}:',
  // «a las» would be «a la» at one o'clock: a comma reads right at any hour.
  dateAtTime: '{date}, {time}',

  passwordResetSubject: 'Restablezca la contraseña de su sitio web familiar',
  passwordResetBody:
    'Use este enlace en los próximos {minutes} minutos para elegir una contraseña nueva:\n{link}\n\nSi usted no lo pidió, puede ignorar este correo electrónico.',
  passwordChangedSubject: 'Se cambió la contraseña de su sitio web familiar',
  passwordChangedBody:
    'La contraseña de la cuenta de su sitio web familiar se cambió el {when}. Se cerró la sesión en todos los demás dispositivos donde su cuenta estaba abierta.\n\n' +
    'Si usted no la cambió, restablezca su contraseña ahora (elija «¿Olvidó su contraseña?»):\n{resetLink}',

  transferGivenSubject: 'Usted transfirió los arreglos funerarios de {decedentName}',
  transferGivenBody:
    'Usted transfirió los arreglos funerarios y el sitio web familiar de {decedentName} a {receiverName} ({receiverEmail}). ' +
    'Ya no tiene acceso a ellos desde su cuenta.\n\nSi usted no lo hizo, comuníquese con su asesor funerario.',
  transferReceivedSubject: '{giverName} le transfirió los arreglos funerarios de {decedentName}',
  transferReceivedBody:
    '{giverName} le transfirió los arreglos funerarios y el sitio web familiar de {decedentName}. Inicie sesión para encontrarlos en Mis arreglos:\n{signInLink}',
  transferWelcomeBody:
    '{giverName} le transfirió los arreglos funerarios y el sitio web familiar de {decedentName}, y se creó una cuenta para usted con esta dirección de correo electrónico.\n\n' +
    'Use este enlace en los próximos {days} días para elegir su contraseña; funciona una sola vez:\n{link}\n\n' +
    'Después inicie sesión con esta dirección de correo electrónico y su contraseña nueva. Si el enlace ya venció, elija «¿Olvidó su contraseña?» en la pantalla de inicio de sesión.',

  memoryPendingSubject: 'Un recuerdo de {decedentName} espera su aprobación',
  memoryPendingBody:
    '{sharerName} compartió un recuerdo, «{title}», en el sitio web familiar de {decedentName}. Se publicará en cuanto usted lo apruebe:\n{link}',
  memoryPostedSubject: 'Su recuerdo de {decedentName} ya está publicado',
  memoryPostedBody: 'Gracias por compartir «{title}». La familia lo aprobó y ahora aparece en la página conmemorativa de {decedentName}.',
  memoryDeclinedSubject: 'Sobre su recuerdo de {decedentName}',
  memoryDeclinedBody:
    'Gracias por compartir «{title}». La familia decidió no publicarlo en la página conmemorativa de {decedentName}.\n\nEl motivo que indicó la familia: {reason}',

  familyMessageSubject: 'Un mensaje para la familia de {decedentName}',
  familyMessageLead: '{email} le envió un mensaje desde la página conmemorativa de {decedentName}:',
  familyMessageReply: 'Responda a este correo electrónico para contestarle. Sus mensajes también están en el sitio web familiar:',
  familyMessageReplyHtml:
    'Responda a este correo electrónico para contestarle. Sus mensajes también están en el <a href="{link}">sitio web familiar</a>.',

  certificateSubmittedSubject: 'Se enviaron la biografía y los datos del acta de defunción de {decedentName}',
  certificateSubmittedBody:
    '{senderName} envió la biografía y los datos del acta de defunción de {decedentName} ({opi}), {funeralHome}.\nSecciones guardadas: {sections}.',
  certificateMissing: 'Secciones aún sin guardar: {titles}.',
  certificateNoneMissing: 'Todas las secciones están guardadas.',
  certificateReview: 'Revíselos en {reviewLink}',
  programSubmittedSubject: 'Se envió el programa del servicio de {decedentName}',
  programSubmittedBody:
    '{senderName} envió el programa del servicio de {decedentName} ({opi}), {funeralHome}.\nPlantilla: {templateName}. Archivo: {fileName}.\n\n' +
    'Revíselo y descárguelo en {reviewLink}',
  prayerSubmittedSubject: 'Se envió la estampa conmemorativa de {decedentName}',
  prayerSubmittedBody:
    '{senderName} envió la estampa conmemorativa de {decedentName} ({opi}), {funeralHome}.\nDiseño: {templateName}. Páginas: {pages}.\n\n' +
    'Revísela e imprima el PDF en {reviewLink}',

  // The family names its services ("Velorio", "Misa"): «de» joins any of them to the name without a gender to agree.
  reminderSubject: 'Recordatorio: {eventName} de {decedentName}, {when}',
  reminderLead: '{kind, select, hour {En aproximadamente una hora} other {Próximamente}}: {eventName} de {decedentName}.',
  movedSubject: 'Cambio: {eventName} de {decedentName} ahora es el {when}',
  movedLead: 'Hubo un cambio en {eventName} de {decedentName} desde nuestro último recordatorio.',
  movedNow: 'Ahora:',
  movedBefore: 'Antes:',
  cancelledSubject: 'Se canceló: {eventName} de {decedentName}, {when}',
  cancelledLead: 'El servicio del que le enviamos un recordatorio ya no aparece en la página conmemorativa: {eventName} de {decedentName}.',
  when: 'Cuándo: {when}',
  where: 'Dónde: {place}',
  liveStream: 'Transmisión en vivo: {url}',
  passCode: 'Código de acceso: {passCode}',
  reminderFooter:
    'La página conmemorativa: {pageUrl}\nLe adjuntamos el evento para su calendario.\n\n' +
    'Recibe este correo porque se suscribió a los recordatorios en la página conmemorativa. Para dejar de recibirlos: {unsubscribeUrl}',

  calendarTitle: '{eventName} de {decedentName}',
  calendarChapel: 'Capilla: {chapel}',
  calendarPage: 'Página conmemorativa: {pageUrl}',
};
