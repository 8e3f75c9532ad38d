import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait for their condition; on a busy 2-core machine a render can take far
// longer than Testing Library's 1 s default, and a passing test never waits the full time.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
