import { registerCatalog, translate, type MessageKey, type Namespace } from '@memorial/schema';
import { ES } from '@memorial/schema/es';

// The journeys in Spanish (issue 31) look every text up in the catalogs, so a screen still in English fails them.
registerCatalog('es', ES);

/** A text of the Spanish catalog, as the app shows it. */
export const es = <N extends Namespace>(namespace: N, key: MessageKey<N>, values?: Record<string, string>) =>
  translate('es', namespace, key, values);
