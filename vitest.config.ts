import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // The layers' aliases (@domain, @machines, @ui, @adapters) are tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/domain/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/adapters/**/*.test.ts'],
          environment: 'node',
          // Pure code (the domain, machines on fake actors, adapters on stubbed transports) keeps
          // no state between files, so the files share one module graph: a third less time.
          isolate: false,
          // Stately's machine parser is built against xstate 4's internals; it gets them from the
          // `xstate4` alias package while the app runs xstate 5.
          alias: [
            {
              find: /^@xstate\/machine-extractor$/,
              replacement: fileURLToPath(
                new URL('node_modules/@xstate/machine-extractor/dist/xstate-machine-extractor.esm.js', import.meta.url),
              ),
            },
            { find: /^xstate\/lib\/(.*)$/, replacement: 'xstate4/lib/$1' },
          ],
          server: { deps: { inline: ['@xstate/machine-extractor'] } },
          // Fails the run when a machine's tests miss any of its states or transitions.
          globalSetup: ['tests/support/machineCoverageGate.ts'],
          setupFiles: ['tests/support/machineCoverageFile.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'ui',
          include: ['tests/ui/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/ui/setup.ts'],
          // MUI under jsdom with user-event is CPU-bound: a busy 2-core machine needs more than 5 s.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/server/withoutDatabase/**'],
          environment: 'node',
          globalSetup: ['tests/server/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A poll waits for work on other threads (a NOTIFY heard, a queue's job): Vitest's 1 s
          // is too short on a busy 2-core machine, where a suite runs beside the browser's.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        extends: true,
        test: {
          // Server parts that open no database (processes, images, text, the load shedder): run
          // once, not once per database.
          name: 'server-without-database',
          include: ['tests/server/withoutDatabase/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/server/withoutDatabase/globalSetup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
