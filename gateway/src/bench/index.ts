import { moderationFanOut, statementsPerList, uploadPipeline } from './memories.bench.js';
import { arrangementSummary } from './arrangements.bench.js';
import { memorialPage } from './memorial-page.bench.js';

/** npm run bench [-- name ...]: every benchmark, or the named ones; each prints a table. */
const BENCHES: Record<string, () => Promise<void>> = {
  'moderation-fanout': () => moderationFanOut(),
  'upload-12mp': () => uploadPipeline(),
  'memory-list-sql': () => statementsPerList(),
  'arrangement-summary': () => arrangementSummary(),
  'memorial-page': () => memorialPage(),
  'page-load': async () => (await import('./page-load.bench.js')).visitorPageLoad(),
};

const chosen = process.argv.slice(2).filter((a) => !a.startsWith('-'));
for (const name of chosen.length ? chosen : Object.keys(BENCHES)) {
  const bench = BENCHES[name];
  if (!bench) {
    console.error(`unknown benchmark ${name}; known: ${Object.keys(BENCHES).join(', ')}`);
    process.exit(2);
  }
  await bench();
}
process.exit(0);
