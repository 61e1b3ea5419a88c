import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects: "server" (node: shared rules, API through app.inject on a fresh database)
// and "client" (jsdom: components and client state).
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a two-core machine. Server
    // tests wait on timers, sockets and child processes as much as they compute, so two keep
    // both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/shared/**/*.test.ts', 'src/server/**/*.test.ts', 'test/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Migrates one database per run; each test's database starts as a copy of it.
          globalSetup: ['src/server/test/database-template.ts'],
          // The test files of a worker share its loaded modules (the app, drizzle, Fastify)
          // instead of importing them again for each file: each file still builds its own app
          // on its own database, and no server test replaces a module or a global.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/test/setup.ts'],
          // A screen test renders several queries' worth of React in jsdom: on a busy two-core
          // machine that passes the default 5 s while doing nothing wrong.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
