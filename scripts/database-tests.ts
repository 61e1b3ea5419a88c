// The test files whose result can change with the database: those that read TEST_DATABASE_URL,
// themselves or through any module they import (the test harness's createTestApp and
// createTestDatabase, the reliability tests' support, ...). `npm run test:db:postgres` runs
// only these on PostgreSQL; every other test (rules, formatting, a PGlite opened on its own)
// answers the same there as in `npm test`. A new test that opens a database by any helper
// that reads TEST_DATABASE_URL is listed without anyone adding it.
//
// Run: tsx scripts/database-tests.ts [folder...] prints one path a line, relative to the
// repository (default folders: src, test, scripts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What a module reads to open its database on PostgreSQL instead of PGlite. */
export const DATABASE_MARKER = 'TEST_DATABASE_URL';

const TEST_FILE = /\.test\.tsx?$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report']);
// Relative specifiers: `from './x'`, `import './x'`, `import('./x')`, and `new URL('./x.ts',
// import.meta.url)` (a module a test starts as a child process).
const SPECIFIERS = [
  /\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g,
  /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  /\bnew\s+URL\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*import\.meta\.url/g,
];
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx'];

function resolveSpecifier(from: string, specifier: string): string | undefined {
  const base = resolve(dirname(from), specifier);
  // TypeScript lets `./x.js` name `./x.ts`.
  const candidates = [...EXTENSIONS.map((ext) => base + ext), base.replace(/\.(m?)js$/, '.$1ts')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile());
}

function testFilesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED_FOLDERS.has(entry.name)) return [];
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFilesUnder(path);
    return TEST_FILE.test(entry.name) ? [path] : [];
  });
}

/** The test files under `folders` (absolute) that reach DATABASE_MARKER, sorted. */
export function databaseTests(folders: string[]): string[] {
  const tests = folders.flatMap(testFilesUnder);
  // Every module the tests import, directly or not, with the modules that import it.
  const importers = new Map<string, string[]>();
  const reading = new Set<string>();
  const queue = [...tests];
  const seen = new Set(queue);
  while (queue.length > 0) {
    const file = queue.pop()!;
    const text = readFileSync(file, 'utf8');
    if (text.includes(DATABASE_MARKER)) reading.add(file);
    for (const pattern of SPECIFIERS) {
      for (const match of text.matchAll(pattern)) {
        const target = resolveSpecifier(file, match[1]!);
        if (!target || !/\.m?[jt]sx?$/.test(target)) continue;
        importers.set(target, [...(importers.get(target) ?? []), file]);
        if (!seen.has(target)) {
          seen.add(target);
          queue.push(target);
        }
      }
    }
  }
  // From each module that reads the marker back up to every test that imports it.
  const reaches = new Set(reading);
  const back = [...reading];
  while (back.length > 0) {
    for (const importer of importers.get(back.pop()!) ?? []) {
      if (!reaches.has(importer)) {
        reaches.add(importer);
        back.push(importer);
      }
    }
  }
  return tests.filter((file) => reaches.has(file)).sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const folders = process.argv.slice(2);
  const files = databaseTests((folders.length ? folders : ['src', 'test', 'scripts']).map((f) => resolve(root, f)));
  if (files.length === 0) {
    console.error('No test reads TEST_DATABASE_URL: the PostgreSQL run would test nothing');
    process.exit(1);
  }
  console.log(files.map((file) => relative(root, file).split(sep).join('/')).join('\n'));
}
