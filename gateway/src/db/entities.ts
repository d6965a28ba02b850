import { MODULES } from '../modules/index.js';
import { AppMeta } from './app-meta.entity.js';
import { MediaUpload } from '../media/media-upload.entity.js';

/**
 * Every entity, listed once; the ORM discovers nothing by globbing. The domains' come from the
 * module list; these two belong to the infrastructure beside it (the seed marker, unclaimed uploads).
 */
export const ENTITIES = [...MODULES.flatMap((m) => m.entities), AppMeta, MediaUpload];
