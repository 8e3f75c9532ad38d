import { defineConfig } from 'vitest/config';

// Browser tests: the real server (fresh embedded database) and Debian's Chromium.
export default defineConfig({
  test: {
    name: 'browser',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
  },
});
