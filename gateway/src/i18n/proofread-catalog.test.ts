/**
 * Issue 31, proofreading the Spanish catalog (account … memoryUpload): the entries found wrong, pinned as they now read
 * (the glossary's word for Login Report, staff and calendar entry; a calque of «work on»; a field named as a field).
 */
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  ARRANGEMENTS_TEXTS,
  AUTH_TEXTS,
  LAYOUT_TEXTS,
  MEMORIAL_TEXTS,
  PAGE_TITLES,
  registerCatalog,
  translate,
} from '@memorial/schema';
import { ES } from '@memorial/schema/es';

registerCatalog('es', ES);

describe('the proofread Spanish (account to memoryUpload)', () => {
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
