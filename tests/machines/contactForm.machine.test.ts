import { describe, expect, it } from 'vitest';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { SITE_MESSAGES } from '@domain/messages/site';
import { contactFormMachine } from '@machines/contactForm.machine';
import { fakeActors } from '../support/fakeActors';
import { actorDone, actorFails, describePath, generatePaths, replayPath } from '../support/paths';
import { createActor } from '../support/recordedActor';

const good = { name: 'Asha Rao', email: 'asha@example.com', phone: '98450 12345', message: 'Do you ship to Shillong?' };
const change = (field: keyof typeof good, value: string) => ({ type: 'change', field, value });

const events = [
  change('name', good.name),
  change('email', good.email),
  change('email', 'asha@'),
  change('phone', good.phone),
  change('phone', '12345'),
  change('message', good.message),
  { type: 'submit' },
  actorDone('sendMessage', { success: true, data: { _id: '1' } }),
  actorDone('sendMessage', { success: false, code: 'conflict', message: 'Too many requests' }),
  actorFails('sendMessage', new Error('offline')),
  { type: 'writeAnother' },
];

const fakes = fakeActors('sendMessage');
const machine = contactFormMachine.provide({ actors: fakes.actors });

describe('contact form machine (generated paths)', () => {
  const paths = generatePaths(contactFormMachine, { events, kind: 'shortest' });

  it(`reaches editing, sending and sent (${paths.length} paths)`, () => {
    expect(new Set(paths.map((path) => path.state.value))).toEqual(new Set(['editing', 'sending', 'sent']));
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      await replayPath(path, {
        machine,
        fakes,
        check: (snapshot) => {
          // Only a fully valid form is ever sent.
          if (snapshot.matches('sending')) expect(snapshot.context.errors).toEqual({});
          const { errors } = snapshot.context;
          if (errors.email) expect(errors.email).toBe(COMMON_MESSAGES.invalidEmail);
          if (errors.phone) expect(errors.phone).toBe(COMMON_MESSAGES.invalidPhone);
        },
      });
    });
  }

  it('names the wrong fields with the catalogue messages and does not send', () => {
    const actor = createActor(machine).start();
    actor.send(change('email', 'asha@') as never);
    actor.send(change('phone', '12345') as never);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      name: SITE_MESSAGES.nameRequired,
      email: COMMON_MESSAGES.invalidEmail,
      phone: COMMON_MESSAGES.invalidPhone,
      message: SITE_MESSAGES.messageTooShort,
    });
  });

  it('emits a success toast and clears the form once the server accepts it', async () => {
    const actor = createActor(machine).start();
    const toasts: unknown[] = [];
    actor.on('toast', (event) => toasts.push(event));
    for (const [field, value] of Object.entries(good)) actor.send(change(field as keyof typeof good, value) as never);
    actor.send({ type: 'submit' });
    expect(actor.getSnapshot().value).toBe('sending');
    await fakes.resolve('sendMessage', { success: true, data: { _id: '7' } });
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.values).toEqual({ name: '', email: '', phone: '', message: '' });
    expect(toasts).toEqual([{ type: 'toast', kind: 'success', text: SITE_MESSAGES.contactSent }]);
  });

  it("shows the server's message when it refuses, keeping what was typed", async () => {
    const actor = createActor(machine).start();
    const toasts: unknown[] = [];
    actor.on('toast', (event) => toasts.push(event));
    for (const [field, value] of Object.entries(good)) actor.send(change(field as keyof typeof good, value) as never);
    actor.send({ type: 'submit' });
    await fakes.resolve('sendMessage', { success: false, code: 'conflict', message: 'Rate limit exceeded' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(good);
    expect(toasts).toEqual([{ type: 'toast', kind: 'error', text: 'Rate limit exceeded' }]);
  });

  it('keeps what was typed and says the message could not be sent when sending fails', async () => {
    const actor = createActor(machine).start();
    const toasts: unknown[] = [];
    actor.on('toast', (event) => toasts.push(event));
    for (const [field, value] of Object.entries(good)) actor.send(change(field as keyof typeof good, value) as never);
    actor.send({ type: 'submit' });
    await fakes.reject('sendMessage', new Error('offline'));
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values).toEqual(good);
    expect(toasts).toEqual([{ type: 'toast', kind: 'error', text: SITE_MESSAGES.contactFailed }]);
  });

  it('offers an empty form to write another message after one was sent', async () => {
    const actor = createActor(machine).start();
    for (const [field, value] of Object.entries(good)) actor.send(change(field as keyof typeof good, value) as never);
    actor.send({ type: 'submit' });
    await fakes.resolve('sendMessage', { success: true, data: { _id: '8' } });
    actor.send({ type: 'writeAnother' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toEqual({
      values: { name: '', email: '', phone: '', message: '' },
      errors: {},
    });
  });
});
