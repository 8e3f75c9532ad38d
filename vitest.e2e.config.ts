import { defineConfig } from 'vitest/config';

// Browser tests: the real server (fresh embedded database) and Chromium (Debian's, or the one
// from npm). Assertions poll until their condition holds, so they get a browser-sized timeout.
export default defineConfig({
  // The layers' aliases (@domain, @machines, @ui, @adapters) are tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  test: {
    name: 'browser',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    expect: { poll: { timeout: 15_000 } },
  },
});
