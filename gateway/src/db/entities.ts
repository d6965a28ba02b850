import { MODULES } from '../modules/index.js';
import { AppMeta } from './app-meta.entity.js';
import { MediaUpload } from '../media/media-upload.entity.js';
import { CaptchaUse, RateLimitCounter } from '../abuse/abuse.entity.js';
import { IdempotencyKey } from '../request/idempotency.entity.js';

/**
 * Every entity, listed once; the ORM discovers nothing by globbing. The domains' come from the
 * module list; these belong to the infrastructure beside it (the seed marker, unclaimed uploads, abuse limits, Idempotency-Keys).
 */
export const ENTITIES = [...MODULES.flatMap((m) => m.entities), AppMeta, MediaUpload, CaptchaUse, RateLimitCounter, IdempotencyKey];
