import type express from 'express';
import type { AppDeps } from '../request/scope.js';
import { newChallenge } from './captcha.js';

/**
 * GET /api/v1/captcha/challenge: the raw challenge JSON the altcha widget's challenge URL expects. A plain route
 * beside the REST table, not a row of it: the legacy envelope ({ data, message }) would hide the challenge from
 * the widget. Never cached: each answer is a new challenge.
 */
export function captchaChallengeRoute(app: express.Express, deps: AppDeps) {
  app.get('/api/v1/captcha/challenge', async (_req, res, next) => {
    try {
      const challenge = await newChallenge(deps.config, deps.tokens.secret);
      res.setHeader('Cache-Control', 'no-store');
      res.json(challenge);
    } catch (e) {
      next(e);
    }
  });
}
