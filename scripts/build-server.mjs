// Bundles the server into dist/server/main.js; npm packages stay external (node_modules).
// `--outfile <path>` (or SERVER_OUTFILE) writes it elsewhere, e.g. for a test that runs the
// real bundle without touching dist/; keep such a path inside the project, so the bundle still
// finds node_modules and the drizzle/ migrations.
import { build } from 'esbuild';

const flag = process.argv.indexOf('--outfile');
const outfile = (flag > -1 ? process.argv[flag + 1] : undefined) ?? process.env.SERVER_OUTFILE ?? 'dist/server/main.js';
if (flag > -1 && !process.argv[flag + 1]) throw new Error('--outfile needs a path');

await build({
  entryPoints: ['src/server/main.ts'],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
