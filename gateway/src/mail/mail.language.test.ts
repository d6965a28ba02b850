import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { cloneUser, DEMO, OPI, startTestGateway, type TestGateway } from '../test/gateway.js';
import { gqlData } from '../test/expect.js';
import { eventually, Q, share, SHARER, shareInput } from '../test/memories.js';
import { TestClock } from '../test/clock.js';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../test/smtp.js';

/**
 * Issue 31: every mail in its recipient's language, through a real SMTP server. A family member who chose Spanish
 * gets the Spanish memory-pending and family-message mails, one who chose nothing gets the language of the request
 * that caused the mail, English by default (the spec's texts); a Spanish subscriber gets the Spanish reminder with a
 * Spanish calendar entry, and the reminder's unsubscribe page speaks Spanish.
 */

let smtp: TestSmtp;
let gw: TestGateway;
const clock = new TestClock(new Date('2031-01-01T00:00:00Z'));

const SEND_MESSAGE = 'mutation ($opi: String!, $input: FamilyMessageInput!) { sendFamilyMessage(opi: $opi, input: $input) { message } }';
const CREATE_EVENT = 'mutation ($opi: String!, $input: EventInput!) { createEvent(opi: $opi, input: $input) { event { id } } }';

const setLanguage = (email: string, language: 'en' | 'es' | null) =>
  gw.sql('update app_user set language = $1 where email = $2', [language, email]);
/** The mails whose text mentions `marker` (a title or message unique to one test). */
const about = (marker: string) => smtp.received.filter((m) => (m.parsed.text ?? '').includes(marker));

beforeAll(async () => {
  smtp = await startTestSmtp();
  gw = await startTestGateway({ clock, env: { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback' } });
}, 120_000);
afterAll(async () => {
  await gw?.stop();
  await smtp?.stop();
});

describe('the family members’ mails', () => {
  it('a memory waiting for approval: English by default, Spanish to a family member who chose it', async () => {
    await setLanguage(DEMO.arranger, null);
    await share(gw, { title: 'Choir on Sundays' });
    await eventually(() => about('Choir on Sundays').length === 1, 'the English mail');
    const english = about('Choir on Sundays')[0]!.parsed;
    expect(english.subject).toBe('A memory of Mrs Eleanor Grace Whitmore is waiting for your approval');
    expect(english.text).toMatch(
      /^Hello Catherine,\n\nRuth Lindqvist shared a memory, "Choir on Sundays", on the family website of Mrs Eleanor Grace Whitmore\. It will be posted once you approve it:\n/,
    );

    await setLanguage(DEMO.arranger, 'es');
    await share(gw, { title: 'El coro de los domingos' });
    await eventually(() => about('El coro de los domingos').length === 1, 'the Spanish mail');
    const spanish = about('El coro de los domingos')[0]!.parsed;
    expect(spanish.subject).toBe('Un recuerdo de Eleanor Grace Whitmore espera su aprobación');
    expect(spanish.text).toMatch(
      /^Hola, Catherine:\n\nRuth Lindqvist compartió un recuerdo, «El coro de los domingos», en el sitio web familiar de Eleanor Grace Whitmore\. Se publicará en cuanto usted lo apruebe:\nhttp/,
    );
  });

  it('without a chosen language, the language of the visitor whose request caused the mail', async () => {
    await setLanguage(DEMO.arranger, null);
    await gw.gql(
      'mutation ($opi: String!, $input: ShareMemoryInput!) { shareMemory(opi: $opi, input: $input) { id } }',
      { opi: OPI.eleanor, input: { ...shareInput({ title: 'Las mañanitas' }), captcha: await gw.visitorCaptcha() } },
      undefined,
      { 'accept-language': 'es-MX' },
    );
    await eventually(() => about('Las mañanitas').length === 1, 'the mail');
    expect(about('Las mañanitas')[0]!.parsed.subject).toBe('Un recuerdo de Eleanor Grace Whitmore espera su aprobación');
  });

  it("a visitor's message for the family: the spec's English, or Spanish to the one who chose it", async () => {
    const send = async (message: string) =>
      gqlData(
        await gw.gql(SEND_MESSAGE, {
          opi: OPI.eleanor,
          input: { email: 'ruth_l@example.com', message, captcha: await gw.visitorCaptcha() },
        }),
      );
    await setLanguage(DEMO.arranger, 'en');
    await send('Thinking of you all.');
    await eventually(() => about('Thinking of you all.').length === 1, 'the English mail');
    const english = about('Thinking of you all.')[0]!.parsed;
    expect(english.subject).toBe('A message for the family of Mrs Eleanor Grace Whitmore');
    expect(english.text).toContain(
      'Hello Catherine,\n\nruth_l@example.com sent you a message from the memorial page of Mrs Eleanor Grace Whitmore:',
    );
    expect(english.text).toContain('Reply to this e-mail to answer them. Your messages are also on the family website:\nhttp');

    await setLanguage(DEMO.arranger, 'es');
    await send('Los acompañamos en su dolor.');
    await eventually(() => about('Los acompañamos en su dolor.').length === 1, 'the Spanish mail');
    const spanish = about('Los acompañamos en su dolor.')[0]!.parsed;
    expect(spanish.subject).toBe('Un mensaje para la familia de Eleanor Grace Whitmore');
    expect(spanish.text).toContain(
      'Hola, Catherine:\n\nruth_l@example.com le envió un mensaje desde la página conmemorativa de Eleanor Grace Whitmore:',
    );
    expect(spanish.text).toContain('Responda a este correo electrónico para contestarle.');
    expect(spanish.html).toContain('<a href="http');
    expect(spanish.html).toContain('">sitio web familiar</a>.');
    expect(spanish.replyTo?.text).toBe('ruth_l@example.com');
  });
});

describe('the sharer’s mail about the decision', () => {
  /** The decision mails to the sharer about the memory titled `title`. */
  const decision = (title: string) =>
    smtp.received.filter(
      (m) => m.to.includes(SHARER.email) && /sharing "|compartir «/.test(m.parsed.text ?? '') && (m.parsed.text ?? '').includes(title),
    );
  const idOf = async (title: string) => (await gw.sql<{ id: number }>('select id from memory where title = $1', [title]))[0]!.id;
  const pageLanguage = (language: 'es' | null) => gw.sql('update decedent set page_language = $1 where opi = $2', [language, OPI.eleanor]);

  it('goes in the language the sharer used at either door, whoever decides; in the page’s when they named none', async () => {
    const staff = await gw.login(DEMO.staff, 'cl-arranger');
    const decide = async (title: string, status: 'Accepted' | 'Rejected') =>
      gqlData(await gw.gql(Q.status, { id: await idOf(title), status, reason: status === 'Rejected' ? 'Off topic' : undefined }, staff));
    await gw.gql(
      Q.share,
      { opi: OPI.eleanor, input: { ...shareInput({ title: 'Las tardes de dominó' }), captcha: await gw.visitorCaptcha() } },
      undefined,
      { 'accept-language': 'es-MX,es;q=0.9' },
    );
    expect(
      (await gw.rest('POST', `/memories/${OPI.eleanor}`, shareInput({ title: 'El patio' }), undefined, { 'accept-language': 'es' })).status,
    ).toBe(201);
    expect((await gw.rest('POST', `/memories/${OPI.eleanor}`, shareInput({ title: 'Sunday dominoes' }))).status).toBe(201);
    await decide('Las tardes de dominó', 'Accepted');
    await decide('El patio', 'Rejected');
    await decide('Sunday dominoes', 'Accepted');
    await eventually(
      () => [decision('Las tardes de dominó'), decision('El patio'), decision('Sunday dominoes')].every((m) => m.length === 1),
      'the three mails',
    );
    expect(decision('Las tardes de dominó')[0]!.parsed.subject).toBe('Su recuerdo de Eleanor Grace Whitmore ya está publicado');
    expect(decision('El patio')[0]!.parsed.subject).toBe('Sobre su recuerdo de Eleanor Grace Whitmore');
    expect(decision('El patio')[0]!.parsed.text).toContain('El motivo que indicó la familia: Off topic');
    expect(decision('Sunday dominoes')[0]!.parsed.subject).toBe('Your memory of Mrs Eleanor Grace Whitmore has been posted');

    // A page the family set in Spanish: a sharer who named no language (an integrator) is mailed in it.
    await pageLanguage('es');
    try {
      expect((await gw.rest('POST', `/memories/${OPI.eleanor}`, shareInput({ title: 'Caldo de los domingos' }))).status).toBe(201);
      await decide('Caldo de los domingos', 'Accepted');
      await eventually(() => decision('Caldo de los domingos').length === 1, 'the mail');
      expect(decision('Caldo de los domingos')[0]!.parsed.subject).toBe('Su recuerdo de Eleanor Grace Whitmore ya está publicado');
    } finally {
      await pageLanguage(null);
    }
  });
});

describe('a password reset', () => {
  const FORGOT = 'mutation ($email: String!, $captcha: String) { forgotPassword(email: $email, captcha: $captcha) { message } }';
  const forgot = async (email: string) =>
    gqlData(await gw.gql(FORGOT, { email, captcha: await gw.visitorCaptcha() }, undefined, { 'accept-language': 'es' }));
  const mailTo = (email: string) => smtp.received.find((m) => m.to.includes(email))?.parsed;

  it('asked for in Spanish: Spanish to one who chose no language, English to one who chose English', async () => {
    await cloneUser(gw, DEMO.arranger, 'olvido@demo.test');
    await cloneUser(gw, DEMO.arranger, 'forgot-en@demo.test');
    await setLanguage('forgot-en@demo.test', 'en');
    await forgot('olvido@demo.test');
    await forgot('forgot-en@demo.test');
    await eventually(() => !!mailTo('olvido@demo.test') && !!mailTo('forgot-en@demo.test'), 'both mails');
    expect(mailTo('olvido@demo.test')!.subject).toBe('Restablezca la contraseña de su sitio web familiar');
    expect(mailTo('olvido@demo.test')!.text).toMatch(
      /^Hola, Catherine:\n\nUse este enlace en los próximos \d+ minutos para elegir una contraseña nueva:\nhttp/,
    );
    expect(mailTo('forgot-en@demo.test')!.subject).toBe('Reset your Family Website password');
    expect(mailTo('forgot-en@demo.test')!.text).toMatch(
      /^Hello Catherine,\n\nUse this link within \d+ minutes to choose a new password:\nhttp/,
    );
  });
});

describe('the arrangers’ mails', () => {
  it('a submitted certificate: Spanish to the staff member who chose it, English to one who chose English', async () => {
    const family2 = await gw.login(DEMO.family2, 'arranger');
    expect((await gw.rest('GET', `/decedent/${OPI.okaforPrivate}/accept`, undefined, family2)).status).toBe(200);
    expect(
      (
        await gw.rest(
          'POST',
          `/decedent/${OPI.okaforPrivate}/primary-info`,
          { firstName: 'Samuel', lastName: 'Okafor', gender: 2 },
          family2,
        )
      ).status,
    ).toBe(200);
    await setLanguage(DEMO.admin, 'es');
    await setLanguage(DEMO.staff, 'en');
    const from = smtp.received.length;
    // The family writes in Spanish: each arranger still reads their own language.
    gqlData(
      await gw.gql('mutation ($opi: String!) { submitCertificate(opi: $opi) { message } }', { opi: OPI.okaforPrivate }, family2, {
        'accept-language': 'es',
      }),
    );
    await eventually(() => smtp.received.slice(from).some((m) => m.to.includes(DEMO.staff)), 'the mails to the arrangers');
    const to = (address: string) => smtp.received.slice(from).find((m) => m.to.includes(address))!.parsed;
    expect(to(DEMO.admin).subject).toMatch(/^Se enviaron la biografía y los datos del acta de defunción de .*Okafor$/);
    // The sections' titles are the family's page's (one set of titles, CERTIFICATE_SECTION_TITLES).
    expect(to(DEMO.admin).text).toContain('Secciones guardadas: Información para el acta de defunción.');
    expect(to(DEMO.admin).text).toContain(
      'Secciones aún sin guardar: Datos de residencia, Datos de origen étnico, Datos de estudios y ocupación, Datos de veterano, Datos de los padres, Datos del informante, Datos del familiar más cercano.',
    );
    expect(to(DEMO.staff).subject).toMatch(/^Biography and death certificate details submitted for .*Okafor$/);
    expect(to(DEMO.staff).text).toContain('Sections saved: Death Certificate Information.');
    expect(to(DEMO.staff).text).toContain('Sections not saved yet: Residential Details, Ethnicity Details, ');
  });
});

describe('a subscriber’s reminder', () => {
  const START = new Date('2031-03-10T17:00:00Z'); // 10:00 in Los Angeles
  let mails: ReceivedMail[];

  beforeAll(async () => {
    await gw.sql('delete from decedent_event');
    const staff = await gw.login(DEMO.staff, 'cl-arranger');
    gqlData(
      await gw.gql(
        CREATE_EVENT,
        {
          opi: OPI.eleanor,
          input: {
            eventName: 'Misa',
            serviceDate: '2031-03-10',
            beginningTime: '10:00',
            locationName: 'Capilla de la Paz',
            chapelName: 'San José',
            timeZone: 'America/Los_Angeles',
          },
        },
        staff,
      ),
    );
    await gw.sql(
      `insert into subscriber (decedent_id, email, email_key, time_zone, nonce, language)
       select d.id, v.email, v.email, 'America/Los_Angeles', md5(v.email), v.language
       from decedent d, (values ('rosa@example.org', 'es'), ('ann@example.org', 'en')) v(email, language) where d.opi = $1`,
      [OPI.eleanor],
    );
    clock.set(new Date(START.getTime() - 23 * 3_600_000));
    await gw.gateway.reminders.run();
    await eventually(() => smtp.received.filter((m) => m.parsed.subject?.includes('Misa')).length === 2, 'both reminders');
    mails = smtp.received.filter((m) => m.parsed.subject?.includes('Misa'));
  }, 60_000);

  const to = (address: string) => mails.find((m) => m.to.includes(address))!;
  const calendar = (m: ReceivedMail) => {
    const event = new ICAL.Component(ICAL.parse(m.parsed.attachments[0]!.content.toString('utf8'))).getFirstSubcomponent('vevent')!;
    return { summary: event.getFirstPropertyValue('summary'), description: String(event.getFirstPropertyValue('description')) };
  };

  it('is in Spanish for a Spanish subscriber: dates, details, footer and calendar entry', () => {
    const rosa = to('rosa@example.org');
    expect(rosa.parsed.subject).toBe('Recordatorio: Misa de Eleanor Grace Whitmore, 10 de marzo de 2031, 10:00 a. m. hora del Pacífico');
    expect(rosa.parsed.text).toContain('Próximamente: Misa de Eleanor Grace Whitmore.');
    expect(rosa.parsed.text).toContain('Cuándo: 10 de marzo de 2031, 10:00 a. m. hora del Pacífico');
    expect(rosa.parsed.text).toContain('Dónde: Capilla de la Paz');
    expect(rosa.parsed.text).toContain('Recibe este correo porque se suscribió a los recordatorios en la página conmemorativa.');
    expect(calendar(rosa).summary).toBe('Misa de Eleanor Grace Whitmore');
    expect(calendar(rosa).description).toContain('Capilla: San José');
    expect(calendar(rosa).description).toContain('Página conmemorativa: http');
  });

  it("is the spec's English for an English subscriber", () => {
    const ann = to('ann@example.org');
    expect(ann.parsed.subject).toBe('Reminder: Misa for Eleanor Grace Whitmore, March 10, 2031 at 10:00 AM PDT');
    expect(ann.parsed.text).toContain('Coming up: Misa for Eleanor Grace Whitmore.');
    expect(ann.parsed.text).toContain('You receive this mail because you subscribed to reminders on the memorial page.');
    expect(calendar(ann).summary).toBe('Misa for Eleanor Grace Whitmore');
    expect(calendar(ann).description).toContain('Chapel: San José');
  });
  it('its unsubscribe page speaks the subscriber’s language, whatever the browser asks', async () => {
    const path = (m: ReceivedMail) => {
      const line = m.parsed.headerLines.find((h) => h.key === 'list-unsubscribe')!.line.replace(/\r?\n\s+/g, ' ');
      return new URL(/<([^>]+)>/.exec(line)![1]!).pathname;
    };
    const rosaPath = path(to('rosa@example.org'));
    const page = await fetch(`${gw.url}${rosaPath}`, { headers: { 'accept-language': 'en' } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('<h1>Cancelar la suscripción</h1>');
    expect(html).toContain('¿Desea dejar de recibir recordatorios por correo electrónico sobre los servicios de Eleanor Grace Whitmore?');
    expect(html).not.toContain('Stop e-mail reminders');
    const done = await fetch(`${gw.url}${rosaPath}`, { method: 'POST', headers: { 'accept-language': 'en' } });
    const answer = await done.text();
    expect(done.status).toBe(200);
    expect(answer).toContain('<html lang="es">');
    expect(answer).toContain('<h1>Suscripción cancelada</h1>');
    expect(answer).toContain('Ya no recibirá recordatorios por correo electrónico sobre los servicios de Eleanor Grace Whitmore.');
    expect(answer).not.toContain('You will no longer receive');
    expect(await gw.sql('select 1 from subscriber where email = $1', ['rosa@example.org'])).toEqual([]);
    // The English subscriber's page is in English, even to a Spanish browser.
    const annPage = await (await fetch(`${gw.url}${path(to('ann@example.org'))}`, { headers: { 'accept-language': 'es' } })).text();
    expect(annPage).toContain('<html lang="en">');
    expect(annPage).toContain('Stop e-mail reminders about the services for Eleanor Grace Whitmore?');
  });
});
