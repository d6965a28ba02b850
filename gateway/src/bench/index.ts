import { moderationFanOut, statementsPerList, uploadPipeline } from './memories.bench.js';
import { arrangementSummary } from './arrangements.bench.js';
import { memorialPage } from './memorial-page.bench.js';

/** --minutes N (or --minutes=N): how long the soak runs; 10 minutes unless given. */
const args = process.argv.slice(2);
const minutesAt = args.findIndex((a) => a === '--minutes' || a.startsWith('--minutes='));
const minutesText = minutesAt < 0 ? '10' : (args[minutesAt]!.split('=')[1] ?? args[minutesAt + 1] ?? '');
const minutes = Number(minutesText);
if (!Number.isInteger(minutes) || minutes < 1) {
  console.error(`--minutes must be a whole number of minutes from 1, not "${minutesText}"`);
  process.exit(2);
}

/** npm run bench [-- name ...]: every benchmark (but the soak, which runs only when named), or the named ones; each prints a table. */
const BENCHES: Record<string, () => Promise<void>> = {
  'moderation-fanout': () => moderationFanOut(),
  'upload-12mp': () => uploadPipeline(),
  'memory-list-sql': () => statementsPerList(),
  'arrangement-summary': () => arrangementSummary(),
  'memorial-page': () => memorialPage(),
  'page-load': async () => (await import('./page-load.bench.js')).visitorPageLoad(),
  'certificate-usable': async () => (await import('./certificate-usable.bench.js')).certificateUsable(),
  'memorial-crowd': async () => (await import('./memorial-crowd.bench.js')).memorialCrowd(),
  screening: async () => (await import('./screening.bench.js')).screening(),
  soak: async () => (await import('./soak.js')).soak(minutes),
};
const ONLY_WHEN_NAMED = new Set(['soak']);

// The names, without the options and the value of --minutes.
const chosen = args.filter((a, i) => !a.startsWith('-') && !(i === minutesAt + 1 && args[minutesAt] === '--minutes'));
for (const name of chosen.length ? chosen : Object.keys(BENCHES).filter((n) => !ONLY_WHEN_NAMED.has(n))) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`unknown benchmark ${name}; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  await bench();
}
process.exit(0);
