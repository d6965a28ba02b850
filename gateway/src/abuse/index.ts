/**
 * Abuse limits that hold across replicas: the proof-of-work captcha (single use, recorded in PostgreSQL) and
 * rate limits counted in PostgreSQL. Modules call AbuseService. The challenge is served by the captchaChallenge
 * query (abuse.resolver.ts, listed with the modules' resolvers) and GET /api/v1/captcha/challenge
 * (challenge-route.ts, raw JSON for the widget's challenge URL). This file loads no GraphQL decorators, so a
 * service (or a test) may import it before the schema is built.
 */
export { AbuseService } from './abuse.service.js';
export { LOGIN_LIMITS } from './limits.js';
export { captchaChallengeRoute } from './challenge-route.js';
