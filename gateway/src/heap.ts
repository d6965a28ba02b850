import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, in percent.
 * Left to itself, V8 picks a factor of up to 4x for a process allowed a large heap that spends
 * little time collecting: the gateway keeps 45-70 MB live, and under the summary bench's load its
 * heap grew past 150 MB (resident memory 330-470 MB) before the next full collection. At 30%, a
 * full collection comes every 5-7 s under that load (10-45 ms each, mostly concurrent) and
 * resident memory stayed near 205 MB. Read at every collection, so it is set at run time,
 * first thing in the gateway's entry point (npm start, the Docker image and the benchmarks all
 * run main.js); a --heap-growing-percent given to node on its command line wins.
 */
export const HEAP_GROWING_PERCENT = 30;

if (
  !process.execArgv.some((a) => a.startsWith('--heap-growing-percent')) &&
  !/--heap-growing-percent/.test(process.env['NODE_OPTIONS'] ?? '')
) {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
