import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { TestGateway } from './gateway.js';

/**
 * Solves a captcha as the widget does: fetches a challenge from the gateway's challenge URL, finds the counter
 * with altcha-lib's solver, and answers the payload the widget would put in the form (base64 JSON).
 * Test gateways run with a small CAPTCHA_MAX_NUMBER, so this takes milliseconds.
 */
export async function solveCaptcha(gw: TestGateway, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(`${gw.url}/api/v1/captcha/challenge`, { headers });
  if (res.status !== 200) throw new Error(`the challenge URL answered ${res.status}`);
  return solvedPayload((await res.json()) as Challenge);
}

export async function solvedPayload(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha was not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
