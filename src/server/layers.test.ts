// The server's folders are layers, and code imports only its own layer or those below it: the
// database at the bottom; the ports (what the store needs of email, photo storage and payment
// providers) and the job queue; the configuration and the dependencies built from it; the
// HTTP transport; the email and media implementations; the domain modules; the screens that
// compose them (admin, pages); the seed and the tests; and at the top the files that wire the
// whole store together. A new folder or top-level file has to be given its layer here, and an
// import that runs back up fails this test unless it is one of the few listed with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = join(import.meta.dirname);

const LAYERS: string[][] = [
  ['db'],
  ['ports', 'jobs'],
  ['config.ts', 'deps.ts'],
  ['http'],
  ['mail', 'media'],
  [
    'accounts',
    'audit',
    'auth',
    'back-in-stock',
    'catalog',
    'checkout',
    'contact',
    'crawlers',
    'customers',
    'gift-cards',
    'health',
    'inventory',
    'newsletter',
    'orders',
    'payments',
    'product-csv',
    'promotions',
    'reports',
    'returns',
    'sales',
    'share-images',
    'staff-auth',
    'store-settings',
    'taxonomy',
    'tracking',
  ],
  ['admin', 'pages'],
  ['seed'],
  ['app.ts', 'payment-handlers.ts', 'job-handlers.ts', 'start.ts', 'worker.ts', 'main.ts'],
  ['test'],
];

/** Imports that run up a layer on purpose, as "from -> to", each with its reason. */
const ALLOWED_UPWARD: Record<string, string> = {};

const layerOf = new Map(LAYERS.flatMap((names, rank) => names.map((name) => [name, rank] as const)));

/** The folder (or top-level file) a path under src/server belongs to. */
const unitOf = (rel: string) => (rel.includes('/') ? rel.split('/')[0]! : rel);

function sources(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The units a file imports from, by its relative specifiers (type-only imports count too). */
function importedUnits(path: string, source: string): string[] {
  const specifiers = [...source.matchAll(/\b(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) => m[1]!);
  return specifiers.flatMap((spec) => {
    const target = relative(SERVER, join(path, '..', spec));
    return target.startsWith('..') ? [] : [unitOf(target.endsWith('.ts') ? target : `${target}.ts`)];
  });
}

/** Every import from a lower layer to a higher one, as "from -> to (file)". */
export function upwardImports(files: { rel: string; source: string }[]): string[] {
  return files.flatMap(({ rel, source }) => {
    const from = unitOf(rel);
    return importedUnits(join(SERVER, rel), source)
      .filter((to) => to !== from && (layerOf.get(to) ?? -1) > (layerOf.get(from) ?? Infinity))
      .map((to) => `${from} -> ${to} (${rel})`);
  });
}

const serverFiles = () =>
  sources().map((path) => ({ rel: relative(SERVER, path), source: readFileSync(path, 'utf8') }));

describe('the server is layered', () => {
  it('gives every folder and top-level file a layer', () => {
    const units = new Set(serverFiles().map(({ rel }) => unitOf(rel)));
    expect([...units].filter((unit) => !layerOf.has(unit))).toEqual([]);
  });

  it('imports only downwards, but for the few imports listed with their reason', () => {
    const found = upwardImports(serverFiles()).filter((line) => !(line.split(' (')[0]! in ALLOWED_UPWARD));
    expect(found).toEqual([]);
    expect(Object.keys(ALLOWED_UPWARD).length).toBeLessThanOrEqual(5);
  });

  it.each([
    ['http/x.ts', "import { passkeySetupWarning } from '../accounts/passkey-setup';", 'http -> accounts'],
    ['db/x.ts', "import type { Mailer } from '../ports/mailer';", 'db -> ports'],
    ['jobs/x.ts', "import { sweepPayments } from '../payments/service';", 'jobs -> payments'],
    ['audit/x.ts', "import { sendPage } from '../admin/paging';", 'audit -> admin'],
    ['catalog/x.ts', "import type { DomainDeps } from '../app';", 'catalog -> app.ts'],
  ])('catches an import up from %s', (rel, source, expected) => {
    expect(upwardImports([{ rel, source }]).map((line) => line.split(' (')[0])).toEqual([expected]);
  });

  it('lets a layer import its own folder, its own layer and those below', () => {
    const source =
      "import { a } from './x';\nimport { b } from '../orders/y';\nimport type { Db } from '../db/database';\nimport { c } from '../../shared/store';";
    expect(upwardImports([{ rel: 'payments/x.ts', source }])).toEqual([]);
  });
});
