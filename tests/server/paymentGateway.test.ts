// The payment port's configuration and signatures: the sandbox's development keys, Razorpay
// refusing to start without real keys, Razorpay's two HMACs (checked against openssl), and no
// sandbox routes when the gateway is Razorpay.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SANDBOX_KEYS } from '../../server/config';
import type { Db } from '../../server/db/client';
import { createPaymentGateway } from '../../server/payments';
import {
  isPaymentSignatureValid,
  isWebhookSignatureValid,
  paymentSignature,
  signaturesMatch,
  webhookSignature,
} from '../../server/payments/signature';
import { useTestApp } from './testApp';

const RAZORPAY_ENV = {
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_test_RealLooking01',
  RAZORPAY_KEY_SECRET: 'real-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'real-webhook-secret',
};

describe('gateway configuration', () => {
  it('gives the sandbox fixed development keys when RAZORPAY_* are unset', () => {
    const config = loadConfig({}, process.cwd());
    expect(config.paymentKeys).toEqual(SANDBOX_KEYS);
    expect(createPaymentGateway(config, {} as Db).name).toBe('sandbox');
  });

  it('refuses PAYMENT_GATEWAY=razorpay without every key, naming the missing ones', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'razorpay' }, process.cwd())).toThrow(ConfigError);
    expect(() => loadConfig({ ...RAZORPAY_ENV, RAZORPAY_WEBHOOK_SECRET: ' ' }, process.cwd())).toThrow(
      /set RAZORPAY_WEBHOOK_SECRET \(from the Razorpay dashboard\)/,
    );
  });

  it('builds the Razorpay adapter with the real keys', () => {
    const gateway = createPaymentGateway(loadConfig(RAZORPAY_ENV, process.cwd()), {} as Db);
    expect(gateway).toMatchObject({ name: 'razorpay', keyId: RAZORPAY_ENV.RAZORPAY_KEY_ID });
  });
});

describe("Razorpay's signatures", () => {
  it('signs order_id|payment_id with the key secret, as openssl does', () => {
    const expected = '8eb2e5536e41b0af119ccf4564a235ba754226adfdb30be036d4343292ef635b';
    expect(paymentSignature('test-key-secret', 'order_Abc123', 'pay_Xyz789')).toBe(expected);
    const payment = { gatewayOrderId: 'order_Abc123', paymentId: 'pay_Xyz789', signature: expected };
    expect(isPaymentSignatureValid('test-key-secret', payment)).toBe(true);
    expect(isPaymentSignatureValid('another-secret', payment)).toBe(false);
    expect(isPaymentSignatureValid('test-key-secret', { ...payment, paymentId: 'pay_Xyz788' })).toBe(false);
  });

  it('signs the raw webhook body with the webhook secret, as openssl does', () => {
    const body = Buffer.from('{"event":"order.paid"}');
    const expected = '6c682b8357137383bc23cc9f24a6d8db021557c7df60ad93b68ecdd2b6a32e67';
    expect(webhookSignature('test-webhook-secret', body)).toBe(expected);
    expect(isWebhookSignatureValid('test-webhook-secret', body, expected)).toBe(true);
    expect(isWebhookSignatureValid('test-webhook-secret', Buffer.from('{"event": "order.paid"}'), expected)).toBe(
      false,
    );
  });

  it('compares signatures of any length without throwing', () => {
    expect(signaturesMatch('abc', 'abc')).toBe(true);
    expect(signaturesMatch('abc', 'abcd')).toBe(false);
    expect(signaturesMatch('abc', '')).toBe(false);
  });
});

describe('with Razorpay as the gateway', () => {
  const { app } = useTestApp({ env: RAZORPAY_ENV });

  it('serves no sandbox checkout', async () => {
    const page = await app().inject({ url: '/api/payments/sandbox/checkout?order_id=order_Abc123&key=rzp_test_x' });
    expect(page.statusCode).toBe(404);
    const decide = await app().inject({
      method: 'POST',
      url: '/api/payments/sandbox/decide',
      payload: { order_id: 'order_Abc123', key: 'rzp_test_x', outcome: 'paid' },
    });
    expect(decide.statusCode).toBe(404);
  });
});
