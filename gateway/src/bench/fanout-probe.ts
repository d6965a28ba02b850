import fs from 'node:fs';
import { Session } from 'node:inspector';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Preloaded into the gateway by the fan-out benchmark and the soak (node --import): on SIGUSR2 it collects garbage
 * and writes process.memoryUsage() to FANOUT_PROBE_FILE, so the heap is measured as well as RSS. With
 * FANOUT_CPU_PROFILE (a file path), the second signal starts a CPU profile and the third writes it there
 * (the bench then profiles its measured rounds: open the file in Chrome's DevTools). With BENCH_HEAP_SNAPSHOTS (a
 * directory), every signal also writes a heap snapshot there, after the collection (compare two in DevTools' Memory tab).
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const out = process.env['FANOUT_PROBE_FILE'];
const profileFile = process.env['FANOUT_CPU_PROFILE'];
let signals = 0;
const session = new Session();
if (out) {
  process.on('SIGUSR2', () => {
    signals++;
    if (profileFile && signals === 3) {
      session.post('Profiler.stop', (err, r) => {
        if (!err) fs.writeFileSync(profileFile, JSON.stringify(r.profile));
      });
    }
    gc();
    gc();
    const snapshots = process.env['BENCH_HEAP_SNAPSHOTS'];
    if (snapshots) v8.writeHeapSnapshot(`${snapshots}/gateway-${signals}.heapsnapshot`);
    const tmp = `${out}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(process.memoryUsage()));
    fs.renameSync(tmp, out);
    if (profileFile && signals === 2) {
      session.connect();
      session.post('Profiler.enable', () => session.post('Profiler.start'));
    }
  });
}
