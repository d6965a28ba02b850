import fs from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Preloaded into the gateway by the fan-out benchmark (node --import): on SIGUSR2 it collects garbage
 * and writes process.memoryUsage() to FANOUT_PROBE_FILE, so the heap is measured as well as RSS.
 */
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const out = process.env['FANOUT_PROBE_FILE'];
if (out) {
  process.on('SIGUSR2', () => {
    gc();
    gc();
    const tmp = `${out}.tmp`;
    fs.writeFileSync(tmp, JSON.stringify(process.memoryUsage()));
    fs.renameSync(tmp, out);
  });
}
