// A service's outcome as a route answers it: its value, or its refusal with the status the
// refusal's code stands for.
import { refusalError } from '../http/errors';
import type { Outcome } from '../services/refusal';

export function settled<T>(outcome: Outcome<T>): T {
  if (outcome.kind === 'refused') throw refusalError(outcome.refusal);
  return outcome.value;
}
