// A desk machine in its scenarios: started with its real desk list (the roles and the pages
// answered by the fake actors), the roles granted and the first page loaded.
import { expect } from 'vitest';
import type { AnyActorRef, AnyMachineSnapshot, AnyStateMachine, InputFrom } from 'xstate';
import type { DeskListContext } from '@machines/deskList.machine';
import { replyOf } from './apiReplies';
import type { FakeActors } from './fakeActors';
import { startWithToasts } from './machineSuite';

export async function startListed<M extends AnyStateMachine>(
  machine: M,
  input: InputFrom<M>,
  fakes: FakeActors<string>,
  page: unknown,
) {
  const started = startWithToasts(machine, input);
  await fakes.resolve('roleAccess', { kind: 'granted' });
  await fakes.resolve('loadPage', replyOf(page));
  const list = () =>
    ((started.actor.getSnapshot() as AnyMachineSnapshot).children as { list: AnyActorRef }).list.getSnapshot();
  expect(list().value).toBe('ready');
  return {
    ...started,
    /** The desk list's state value and context now. */
    list: () => ({ value: list().value as string, ...(list().context as DeskListContext) }),
  };
}
