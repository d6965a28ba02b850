import type { RELATIONSHIP_LABELS } from '../../reference/labels.js';
import type { Translation } from '../index.js';

/** A relationship to the person who died, as the sharer chooses it: both genders where the English says neither. */
export const relationships: Translation<typeof RELATIONSHIP_LABELS> = {
  rel1: 'Tía', // Aunt
  rel2: 'Hermano', // Brother
  rel3: 'Cuñado', // Brother-in-law
  rel4: 'Socio(a) de negocios', // Business Partner
  rel5: 'Cuidador(a)', // Caregiver
  rel6: 'Compañero(a) de clase', // Classmate
  rel7: 'Colega de trabajo', // Colleague
  rel8: 'Médico(a) forense', // Coroner
  rel9: 'Primo(a)', // Cousin
  rel10: 'Hija', // Daughter
  rel11: 'Nuera', // Daughter-in-law
  rel12: 'Médico(a)', // Doctor
  rel13: 'Padre', // Father
  rel14: 'Suegro', // Father-in-law
  rel15: 'Prometido(a)', // Fiance
  rel16: 'Amigo(a)', // Friend
  rel17: 'Nieta', // Granddaughter
  rel18: 'Abuelo', // Grandfather
  rel19: 'Abuela', // Grandmother
  rel20: 'Nieto', // Grandson
  rel21: 'Bisnieto(a)', // Great-grandchild
  rel22: 'Tutor(a) legal', // Guardian
  rel23: 'Medio hermano', // Half-brother
  rel24: 'Media hermana', // Half-sister
  rel25: 'Esposo', // Husband
  rel26: 'Apoderado(a) para decisiones médicas (DPOAHC)', // DPOAHC
  rel27: 'Madre', // Mother
  rel28: 'Suegra', // Mother-in-law
  rel29: 'Vecino(a)', // Neighbor
  rel30: 'Sobrino', // Nephew
  rel31: 'Sobrina', // Niece
  rel32: 'Enfermero(a)', // Nurse
  rel33: 'Pareja', // Partner
  rel34: 'Pastor(a) o guía espiritual', // Pastor
  rel35: 'Hermana', // Sister
  rel36: 'Cuñada', // Sister-in-law
  rel37: 'Hijo', // Son
  rel38: 'Yerno', // Son-in-law
  rel39: 'Cónyuge', // Spouse
  rel40: 'Hijastro(a)', // Stepchild
  rel41: 'Padrastro o madrastra', // Stepparent
  rel42: 'Pareja doméstica registrada sobreviviente (SRDP)', // SRDP
  rel43: 'Otro', // Other
  rel44: 'Curador(a)', // Conservator
  rel45: 'Yo mismo(a)', // Self
  rel46: 'Tío', // Uncle
  rel47: 'Esposa', // Wife
};
