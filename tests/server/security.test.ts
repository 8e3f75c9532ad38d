import { describe, expect, it } from 'vitest';
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
