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
    // Each wait is bounded on its own (Playwright's 30 s, a poll's 15 s), so a test's limit only
    // catches a journey that never ends: the longest journeys (sign in, pay, refund, ship) take
    // 25–35 s on a 2-core machine with a second suite beside them and near 60 s at ten times that load.
    testTimeout: 120_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    expect: { poll: { timeout: 15_000 } },
  },
});
