import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { helmetOptions } from '../../server/http/securityHeaders';
import { useTestApp } from './testApp';

const { app } = useTestApp();

describe('security headers', () => {
  it('sends a content security policy and the usual hardening headers', async () => {
    const response = await app().inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBeDefined();
  });

  it('gives the SPA its runtime configuration', async () => {
    const config = (await app().inject({ url: '/api/config' })).json().data;
    expect(config).toMatchObject({
      apiBase: '/api',
      staticBase: '/static',
      imageQuality: 75,
      paymentGateway: 'sandbox',
    });
    expect(config.firebase.projectId).toBe('demo-ojas');
  });
});

describe('the content security policy and the payment gateway', () => {
  const directivesFor = (gateway: string) => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'hook' };
    const { runtime } = loadConfig({ PAYMENT_GATEWAY: gateway, ...keys }, process.cwd());
    const csp = helmetOptions(runtime).contentSecurityPolicy;
    return (csp as { directives: Record<string, string[]> }).directives;
  };

  it("lets Razorpay Checkout's script and payment frames in only when Razorpay is the gateway", () => {
    const razorpay = directivesFor('razorpay');
    expect(razorpay.scriptSrc).toContain('https://checkout.razorpay.com');
    expect(razorpay.frameSrc).toContain('https://api.razorpay.com');
    const sandbox = directivesFor('sandbox');
    expect(sandbox.scriptSrc!.join(' ')).not.toContain('razorpay');
    expect(sandbox.frameSrc!.join(' ')).not.toContain('razorpay');
  });
});
