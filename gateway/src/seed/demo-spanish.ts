import type { EntityManager } from '@mikro-orm/postgresql';
import dayjs from 'dayjs';
import { Decedent, type CemeteryLocation } from '../modules/decedent/decedent.entity.js';
import { Obituary } from '../modules/obituary/obituary.entity.js';
import { Memory } from '../modules/memory/memory.entity.js';
import { DecedentEvent } from '../modules/event/event.entity.js';
import { dayIn, instantOf } from '../modules/event/event.time.js';

/** The demo's page in Spanish (issue 31): its opi (OPI.spanish in the tests). */
const SPANISH_DEMO_OPI = 'CS-1031-0001';

const ZONE = 'America/Los_Angeles';
const PARISH = { line1: '3725 Alameda de las Pulgas', city: 'Menlo Park', state: 'CA', zipcode: '94025', country: 'United States' };
const CHAPEL = { line1: '411 N San Mateo Dr', city: 'San Mateo', state: 'CA', zipcode: '94401', country: 'United States' };

const OBITUARY = `<p>Rosa María Hernández Castillo, madre, abuela y bisabuela amorosa, falleció en paz en su casa de Redwood City el 9 de noviembre de 2026, rodeada de sus hijos. Tenía 87 años.</p>
<p>Nació el 4 de octubre de 1939 en San Juan de los Lagos, Jalisco, la tercera de siete hermanos. En 1961 llegó a California con su esposo, José Luis Hernández, y juntos abrieron la panadería La Guadalupana en Redwood City, donde durante cuarenta años sus conchas y su pan de muerto reunieron a todo el barrio.</p>
<p>Rosa María cantó en el coro de la parroquia de San Antonio de Padua, enseñó catecismo a varias generaciones de niños y nunca dejó que nadie se fuera de su mesa sin un plato de pozole. Creía en la fe, en el trabajo y en la familia, y lo decía con su risa.</p>
<p>Le sobreviven sus hijos, Guadalupe (Ramón) Ortiz, Javier (Elena) Hernández y Lucía Hernández; sus nietos, Andrea, Diego, Sofía, Mateo y Valeria; su bisnieta, Camila; su hermana, Carmen Castillo; y muchos sobrinos y ahijados. La precedieron en la muerte su esposo, José Luis, y su hijo, Roberto.</p>
<p>La familia agradece de corazón a quienes la acompañaron en sus últimos meses. En lugar de flores, les pide una oración por su eterno descanso.</p>`;

/** Rosa María Hernández's public page in Spanish (CS-1031-0001, Chapel of the North Gate): no family account; staff keep it. */
function createRosaMaria(em: EntityManager, garden: CemeteryLocation): Decedent {
  const rosa = em.create(Decedent, {
    opi: SPANISH_DEMO_OPI,
    prefix: 'Mrs',
    firstName: 'Rosa',
    middleName: 'María',
    lastName: 'Hernández',
    maidenName: 'Castillo',
    gender: 1,
    dateOfBirth: '1939-10-04',
    dateOfDeath: '2026-11-09',
    pageTitle: 'En memoria de Rosa María Hernández',
    isPrivate: false,
    pageLanguage: 'es',
    locationCode: 'CNG',
    cemeteryLocation: garden,
    lifeOfTitle: 'Panadera, catequista y abuela de todo el barrio',
    lifeOfDescription:
      'Rosa María horneó pan dulce durante cuarenta años, enseñó catecismo en San Antonio de Padua y tuvo siempre un lugar más en su mesa.',
  });
  em.create(Obituary, { decedent: rosa, obituary: OBITUARY, displayName: 'Rosa María Hernández' });
  return rosa;
}

/** Four approved memories in Spanish, in different voices: a daughter, a grandson, a neighbour, a former student. */
function seedSpanishMemories(em: EntityManager, decedent: Decedent): void {
  const memory = (m: Omit<Parameters<typeof em.create<Memory>>[1], 'decedent'>) =>
    em.create(Memory, { decedent, status: 'Accepted', ...m } as never);
  memory({
    title: 'Las conchas de los domingos',
    memoryType: 1,
    dateOfMemory: '1978-03-12',
    relationship: 10,
    memory:
      '<p>Mi mamá se levantaba a las cuatro de la mañana para que el pan estuviera listo antes de misa. Yo le ayudaba a ponerles el azúcar a las conchas y ella me dejaba comerme la primera. Todavía huelo esa cocina.</p>',
    memoryByPersonFirstName: 'Guadalupe',
    memoryByPersonLastName: 'Ortiz',
    personEmail: 'guadalupe.ortiz@example.com',
  });
  memory({
    title: 'Abuelita, la del pozole',
    memoryType: 8,
    dateOfMemory: '2015-12-24',
    relationship: 20,
    memory:
      '<p>Cada Nochebuena la abuelita hacía pozole para cuarenta personas y no dejaba que nadie le ayudara con la receta. Este año la vamos a hacer nosotros, abuelita, y te va a quedar mejor que a nadie. Te quiero mucho.</p>',
    memoryByPersonFirstName: 'Diego',
    memoryByPersonLastName: 'Hernández',
    personEmail: 'diego.hernandez@example.com',
  });
  memory({
    title: 'Una vecina de verdad',
    memoryType: 8,
    dateOfMemory: '1994-08-20',
    relationship: 16,
    memory:
      '<p>Cuando llegamos a la calle Hopkins no conocíamos a nadie. Doña Rosa nos tocó la puerta con una bolsa de pan y nos dijo: «Aquí ya tienen familia». Así fue durante treinta años. Descanse en paz, doña Rosa.</p>',
    memoryByPersonFirstName: 'Patricia',
    memoryByPersonLastName: 'Morales',
    personEmail: 'patricia.morales@example.com',
  });
  memory({
    title: 'Mi maestra de catecismo',
    memoryType: 3,
    dateOfMemory: '1989-05-07',
    relationship: 6,
    memory:
      '<p>La señora Hernández nos preparó para la primera comunión con mucha paciencia y con galletas al final de cada clase. Nos enseñó el Padre Nuestro y también a pedir perdón de corazón. Nunca la olvidé.</p>',
    memoryByPersonFirstName: 'Miguel Ángel',
    memoryByPersonLastName: 'Rivas',
    personEmail: 'miguel.rivas@example.com',
  });
}

/** Her services, dated from the day the demo is seeded: a velorio in five days and the funeral Mass the next morning. */
function seedSpanishServices(em: EntityManager, decedent: Decedent, now: Date): void {
  const day = (offset: number) => dayjs(dayIn(now, ZONE)).add(offset, 'day').format('YYYY-MM-DD');
  const add = (e: {
    eventName: string;
    date: string;
    begin: string;
    end: string;
    locationName: string;
    chapelName: string | null;
    address: typeof CHAPEL;
  }) =>
    em.create(DecedentEvent, {
      decedent,
      eventName: e.eventName,
      eventType: 'Static',
      locationName: e.locationName,
      chapelName: e.chapelName,
      locationAddressObj: e.address,
      serviceDate: e.date,
      beginningTime: e.begin,
      endingTime: e.end,
      timeZone: ZONE,
      startsAt: instantOf(e.date, e.begin, ZONE),
      endsAt: instantOf(e.date, e.end, ZONE),
      locationCode: 'CNG',
      url: null,
      passCode: null,
      hidePassCodeInFaa: true,
    });
  add({
    eventName: 'Velorio y rosario',
    date: day(5),
    begin: '17:00',
    end: '21:00',
    locationName: 'Chapel of the North Gate',
    chapelName: 'Capilla del Rosario',
    address: CHAPEL,
  });
  add({
    eventName: 'Misa de cuerpo presente',
    date: day(6),
    begin: '10:00',
    end: '11:00',
    locationName: 'Parroquia de San Antonio de Padua',
    chapelName: null,
    address: PARISH,
  });
}

/** The Spanish page of the demo: Rosa María Hernández, her obituary, four memories and two services, all in Spanish. */
export function seedDemoSpanish(em: EntityManager, garden: CemeteryLocation, now = new Date()): Decedent {
  const rosa = createRosaMaria(em, garden);
  seedSpanishMemories(em, rosa);
  seedSpanishServices(em, rosa, now);
  return rosa;
}
