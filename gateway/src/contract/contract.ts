import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildSchema } from 'graphql';
import { CriticalityLevel, diff } from '@graphql-inspector/core';
import { ROOT_DIR } from '../config.js';
import type { ContractChange } from './openapi-diff.js';

/**
 * The integrators' contract as it last landed: the GraphQL schema and the OpenAPI document of /api/v1,
 * checked in under contract/ and refreshed by `npm run contract:baseline` after an intended change.
 */
export const BASELINES = {
  graphql: path.join(ROOT_DIR, 'contract', 'graphql.baseline.graphql'),
  openapi: path.join(ROOT_DIR, 'contract', 'openapi.baseline.json'),
} as const;

/** The line a commit that changes a baseline carries, with the reason after it. */
export const CONTRACT_CHANGE_LINE = /^Contract-Change:[ \t]*\S/m;

/** The document as it is kept in its baseline file. */
export const openApiBaselineText = (doc: unknown) => `${JSON.stringify(doc, null, 2)}\n`;

const LEVELS: Record<CriticalityLevel, ContractChange['level']> = {
  [CriticalityLevel.Breaking]: 'breaking',
  [CriticalityLevel.Dangerous]: 'dangerous',
  [CriticalityLevel.NonBreaking]: 'safe',
};

/** GraphQL Inspector's changes between two SDL texts, in the same terms as the OpenAPI comparison. */
export async function diffGraphql(before: string, after: string): Promise<ContractChange[]> {
  const changes = await diff(buildSchema(before), buildSchema(after));
  return changes.map((change) => ({ level: LEVELS[change.criticality.level], where: change.path ?? '', message: change.message }));
}

/** The changes as lines for a person: the breaking ones first, each with its place. */
export function describeChanges(title: string, changes: readonly ContractChange[]): string {
  const order: ContractChange['level'][] = ['breaking', 'dangerous', 'safe'];
  const lines = [...changes]
    .sort((a, b) => order.indexOf(a.level) - order.indexOf(b.level))
    .map((c) => `  ${c.level.toUpperCase().padEnd(9)} ${c.where ? `${c.where}: ` : ''}${c.message}`);
  return [`${title}: ${changes.length} change(s) since the baseline`, ...lines].join('\n');
}

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
}

/**
 * The rule for a baseline file: the last commit that changed it names the reason in a `Contract-Change:`
 * line. Answers what is wrong, or null. Nothing to check without .git, before the file's second version,
 * or in a clone too shallow to hold the version before.
 */
export function baselineCommitProblem(file: string, cwd = ROOT_DIR): string | null {
  if (!fs.existsSync(path.join(cwd, '.git'))) return null;
  const relative = path.relative(cwd, file);
  const [last, previous] = git(cwd, 'log', '-2', '--format=%H', '--', relative).split('\n').filter(Boolean);
  if (!last || !previous) return null;
  const version = (commit: string) => git(cwd, 'show', `${commit}:${relative}`);
  if (version(last) === version(previous)) return null;
  const message = git(cwd, 'log', '-1', '--format=%B', last, '--', relative);
  if (CONTRACT_CHANGE_LINE.test(message)) return null;
  return (
    `${relative} changed in commit ${last.slice(0, 10)} ("${message.split('\n')[0]}") without a reason: ` +
    'a commit that changes a contract baseline carries a line `Contract-Change: <reason>` in its message'
  );
}

/** A baseline changed in the work tree and not committed yet (its commit will need the line). */
export function baselineUncommitted(file: string, cwd = ROOT_DIR): boolean {
  if (!fs.existsSync(path.join(cwd, '.git'))) return false;
  return git(cwd, 'status', '--porcelain', '--', path.relative(cwd, file)).trim() !== '';
}
