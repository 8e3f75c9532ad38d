// A setup file of the unit project: after each test file, the states and transitions its machine
// actors went through are written for the coverage gate (tests/support/machineCoverageGate.ts).
import { afterAll, expect } from 'vitest';
import { writeCoverageReport } from './recordedActor';

afterAll(() => writeCoverageReport(expect.getState().testPath ?? 'unknown'));
