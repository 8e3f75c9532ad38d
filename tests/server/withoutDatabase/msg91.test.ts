// MSG91's wire format: the Flow request the provider sends (URL, auth header, JSON body) and how
// its answers are read: success gives the request id, a refusal is for good, a server error is
// retried. And the settings: the key needs its template; without the key, the sandbox.
import { describe, expect, it } from 'vitest';
import { createSmsProvider } from '../../../server/channels';
import { SmsRefusal, msg91FlowRequest, msg91Provider, MSG91_FLOW_URL } from '../../../server/channels/sms';
import { SandboxSmsProvider } from '../../../server/channels/smsSandbox';
import { ConfigError, loadSmsSettings } from '../../../server/config';
import type { Db } from '../../../server/db/client';

function fakeMsg91(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchFn };
}

const settings = { templateId: '65f0c0ffee', senderId: 'OJASIN' };

describe('the MSG91 provider', () => {
  it('posts the Flow request with the authkey header and answers its request id', async () => {
    const msg91 = fakeMsg91(200, { type: 'success', message: '3763646c3058373530393138' });
    const provider = msg91Provider('auth-key-1', msg91.fetchFn);
    const request = msg91FlowRequest(settings, '+91 98450 12345', 'Ojas: order OJ-1 is packed.');
    expect(await provider.send(request, 'orderPacked.shopper.1.0.sms')).toBe('3763646c3058373530393138');
    const [call] = msg91.calls;
    expect(call!.url).toBe(MSG91_FLOW_URL);
    expect(call!.init.method).toBe('POST');
    expect(call!.init.headers).toMatchObject({ authkey: 'auth-key-1', 'content-type': 'application/json' });
    expect(JSON.parse(call!.init.body as string)).toEqual({
      template_id: '65f0c0ffee',
      sender: 'OJASIN',
      short_url: '0',
      recipients: [{ mobiles: '919845012345', text: 'Ojas: order OJ-1 is packed.' }],
    });
    expect(await provider.alreadySent('orderPacked.shopper.1.0.sms')).toBeNull();
  });

  it('leaves out the sender when none is set (the flow has its own)', () => {
    expect(msg91FlowRequest({ templateId: 't', senderId: null }, '+919845012345', 'hi')).not.toHaveProperty('sender');
  });

  it('a refusal is for good; a server error or a rate limit is tried again', async () => {
    const request = msg91FlowRequest(settings, '+919845012345', 'hi');
    const refused = msg91Provider(
      'k',
      fakeMsg91(200, { type: 'error', message: 'Invalid mobile number', code: '203' }).fetchFn,
    );
    await expect(refused.send(request, 'a')).rejects.toBeInstanceOf(SmsRefusal);
    const unauthorised = msg91Provider(
      'k',
      fakeMsg91(401, { type: 'error', message: 'Authentication failure' }).fetchFn,
    );
    await expect(unauthorised.send(request, 'a')).rejects.toThrow(/Authentication failure/);
    for (const status of [500, 503, 429]) {
      const failing = msg91Provider('k', fakeMsg91(status, {}).fetchFn).send(request, 'a');
      await expect(failing).rejects.toThrow(`MSG91 answered ${status}`);
      await expect(failing).rejects.not.toBeInstanceOf(SmsRefusal);
    }
  });
});

describe('the SMS settings', () => {
  it('MSG91_AUTH_KEY needs MSG91_TEMPLATE_ID', () => {
    expect(() => loadSmsSettings({ MSG91_AUTH_KEY: 'key' })).toThrow(ConfigError);
    expect(loadSmsSettings({ MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'tpl', MSG91_SENDER_ID: 'OJASIN' })).toEqual({
      authKey: 'key',
      templateId: 'tpl',
      senderId: 'OJASIN',
    });
  });

  it('without the key, text messages go to the sandbox; with it, to MSG91', () => {
    const db = {} as Db;
    expect(createSmsProvider({ sms: loadSmsSettings({}) }, db)).toBeInstanceOf(SandboxSmsProvider);
    const real = createSmsProvider({ sms: loadSmsSettings({ MSG91_AUTH_KEY: 'k', MSG91_TEMPLATE_ID: 't' }) }, db);
    expect(real).not.toBeInstanceOf(SandboxSmsProvider);
  });
});
