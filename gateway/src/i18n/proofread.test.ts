/**
 * Issue 31, proofreading the Spanish catalog: the entries a native reading found wrong, pinned as they now read
 * (agreement inside a plural branch, a pronoun that pointed at the wrong person, the glossary's word, the right hymn).
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  ARRANGEMENTS_TEXTS,
  AUTH_TEXTS,
  LAYOUT_TEXTS,
  MEMORIAL_TEXTS,
  MESSAGES,
  PAGE_TITLES,
  PROFILE_TEXTS,
  PROGRAM_TEMPLATE_TEXTS,
  registerCatalog,
  STEP_STATUS,
  translate,
  WEBSITE_MESSAGES,
  WEBSITE_TEXTS,
} from '@memorial/schema';
import { ES } from '@memorial/schema/es';

registerCatalog('es', ES);

describe('the proofread Spanish', () => {
  it('agrees with one person as with many in the reminders count', () => {
    expect(translate('es', WEBSITE_TEXTS, 'remindersAsked', { count: 1 })).toBe('persona pidió que se le recuerden los servicios.');
    expect(translate('es', WEBSITE_TEXTS, 'remindersAsked', { count: 3 })).toBe('personas pidieron que se les recuerden los servicios.');
  });

  it('says who is told of a transfer and who wrote the name: the other person, not the reader', () => {
    expect(translate('es', PROFILE_TEXTS, 'transferLead')).toContain('Esa persona recibirá un aviso por correo electrónico');
    expect(translate('es', PROFILE_TEXTS, 'existingReceiver')).toContain('como esa persona lo escribió');
  });

  it('counts visits to the site (masculine) and names the end time as the staff screen does', () => {
    expect(translate('es', WEBSITE_TEXTS, 'viewsNote')).toContain('nunca quién lo visitó.');
    expect(translate('es', WEBSITE_TEXTS, 'hideEndTime', { name: 'Misa' })).toBe('Ocultar la hora de finalización de Misa');
  });

  it('agrees the delete warning with «estos datos de donación» of its dialog title', () => {
    expect(translate('es', WEBSITE_MESSAGES, 'deleteConfirmText')).toBe('Una vez eliminados, no se pueden recuperar');
  });

  it('calls a card or program template a design (glossary) and names fields as fields', () => {
    expect(translate('es', STEP_STATUS, 'template', { name: 'Clásico' })).toBe('Diseño: Clásico');
    expect(translate('es', STEP_STATUS, 'programUploaded', { name: 'Clásico' })).toBe('Diseño: Clásico, programa subido');
    expect(translate('es', MESSAGES, 'confirmPasswordRequired')).toBe('El campo «Confirmar contraseña» es obligatorio');
  });

  it('gives “Abide with Me” its Spanish hymn, not “Nearer, My God, to Thee”', () => {
    expect(translate('es', PROGRAM_TEMPLATE_TEXTS, 'secondHymn')).toBe('\u201CSeñor Jesús, el día ya se fue\u201D');
  });
});

describe('the proofread Spanish: terms of the glossary, calques', () => {
  it('names the Login Report as the glossary and the report itself do', () => {
    expect(translate('es', LAYOUT_TEXTS, 'loginReport')).toBe('Informe de inicios de sesión');
    expect(translate('es', PAGE_TITLES, 'loginReport')).toBe('Informe de inicios de sesión');
  });

  it('writes the staff sign-in and the e-mail example without calques', () => {
    expect(translate('es', AUTH_TEXTS, 'staffLoginTitle')).toBe('Acceso del personal');
    expect(translate('es', AUTH_TEXTS, 'emailPlaceholder')).toBe('nombre@ejemplo.com');
    expect(translate('es', ARRANGEMENTS_TEXTS, 'staffLead')).toMatch(/^Los pasos de los arreglos en los que el personal trabaja/);
  });

  it('calls a calendar entry an event and names a required field as a field', () => {
    expect(translate('es', MEMORIAL_TEXTS, 'stayUpdatedLead')).toContain('con un evento para su calendario');
    expect(translate('es', ACCOUNT_MESSAGES, 'confirmPasswordRequired')).toBe('El campo «Confirmar contraseña» es obligatorio');
  });
});
