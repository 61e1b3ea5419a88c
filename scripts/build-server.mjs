// Bundles the server into dist/server/main.js (web, and workers unless WORKERS=0) and
// dist/server/worker.js (only the job workers); npm packages stay external (node_modules).
// `--outfile <dir>/main.js` (or SERVER_OUTFILE) writes both into another folder, e.g. for a test that runs the
// real bundle without touching dist/; keep such a path inside the project, so the bundle still
// finds node_modules and the drizzle/ migrations.
import path from 'node:path';
import { build } from 'esbuild';

const flag = process.argv.indexOf('--outfile');
const outfile = (flag > -1 ? process.argv[flag + 1] : undefined) ?? process.env.SERVER_OUTFILE ?? 'dist/server/main.js';
if (flag > -1 && !process.argv[flag + 1]) throw new Error('--outfile needs a path');
if (path.basename(outfile) !== 'main.js')
  throw new Error('--outfile must name a main.js (worker.js is written beside it)');

await build({
  entryPoints: ['src/server/main.ts', 'src/server/worker.ts'],
  outdir: path.dirname(outfile),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
