import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { databaseTests } from './database-tests';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function write(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'tj-database-tests-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

const listed = () => databaseTests([dir]).map((file) => relative(dir, file));

describe('the tests run again on PostgreSQL', () => {
  it('are those reaching TEST_DATABASE_URL through any chain of imports, and no others', () => {
    write({
      'test/harness.ts': "export const url = process.env.TEST_DATABASE_URL;\nimport './cycle';",
      'test/cycle.ts': "import './harness';",
      'test/fixtures.ts': "export { url } from './harness.ts';",
      'test/deeper.ts': "import { url } from './fixtures.js';\nexport const u = url;",
      'orders/orders.test.ts': "import { createTestApp } from '../test/harness';",
      'orders/refunds.test.ts': "import { u } from '../test/deeper';",
      'orders/races.test.ts': 'const RUNS = process.env.TEST_DATABASE_URL ? 20 : 3;',
      'orders/lazy.test.ts': "const { url } = await import('../test/fixtures');",
      'orders/child.test.ts': "const CLI = new URL('../test/harness.ts', import.meta.url);",
      'orders/cycle.test.ts': "import '../test/cycle';",
      'shared/price.test.ts': "import { price } from './price';",
      'shared/price.ts': "import 'pg';\nexport const price = 1; // TEST_DATABASE\n",
      'shared/missing.test.ts': "import { gone } from './gone';",
      'node_modules/x/x.test.ts': "import '../../test/harness';",
    });
    expect(listed()).toEqual([
      'orders/child.test.ts',
      'orders/cycle.test.ts',
      'orders/lazy.test.ts',
      'orders/orders.test.ts',
      'orders/races.test.ts',
      'orders/refunds.test.ts',
    ]);
  });

  it("include every one of the store's tests that opens a database itself, and leave out the rules' tests", () => {
    const listedHere = new Set(databaseTests(['src', 'test', 'scripts'].map((folder) => join(ROOT, folder))));
    // Told apart from the imports: by what each test's own text calls.
    const opening = testFiles(join(ROOT, 'src/server')).filter((file) =>
      /createTestApp\(|createTestDatabase\(|createScratchDatabase\(|TEST_DATABASE_URL/.test(readFileSync(file, 'utf8')),
    );
    expect(opening.length).toBeGreaterThan(50);
    expect(opening.filter((file) => !listedHere.has(file))).toEqual([]);
    expect(listedHere).not.toContain(join(ROOT, 'src/shared/pricing.test.ts'));
    expect(listedHere).not.toContain(join(ROOT, 'src/server/config.test.ts'));
  });
});

function testFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [path] : [];
  });
}
