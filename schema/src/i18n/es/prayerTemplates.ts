import type { PRAYER_TEMPLATE_TEXTS } from '../../rules/prayer.js';
import type { Translation } from '../index.js';

/** The verses are the Reina-Valera 1909's, in its own spelling (á); the front lines are short and warm. */
export const prayerTemplates: Translation<typeof PRAYER_TEMPLATE_TEXTS> = {
  heading: 'En amoroso recuerdo de',
  placeholderName: 'Nombre completo',
  placeholderDates: 'Fecha de nacimiento \u2013 Fecha de defunción',
  front1: 'Siempre en nuestro corazón',
  back1: 'Bienaventurados los que lloran: porque ellos recibirán consolación.\nMateo 5:4',
  front2: 'La paz os dejo',
  back2: 'La paz os dejo, mi paz os doy.\nJuan 14:27',
  front3: 'Puerto seguro',
  back3: 'Hace parar la tempestad en sosiego, Y se apaciguan sus ondas.\nSalmo 107:29',
  front4: 'Alzaré mis ojos á los montes',
  back4: 'Alzaré mis ojos á los montes, De donde vendrá mi socorro.\nSalmo 121:1',
  front5: 'Reparad los lirios del campo',
  back5: 'Reparad los lirios del campo, cómo crecen.\nMateo 6:28',
  front6: 'Descanse en paz',
  back6: 'Que el camino salga a su encuentro, que el viento sople siempre a su espalda.\nBendición irlandesa tradicional',
  front7: 'Todo tiene su tiempo',
  back7: 'Todo tiene su tiempo, y todo lo que se quiere debajo del cielo, tiene su hora.\nEclesiastés 3:1',
  front8: 'Hasta volver a vernos',
  back8: 'Y limpiará Dios toda lágrima de los ojos de ellos.\nApocalipsis 21:4',
};
