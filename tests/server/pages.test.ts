// Pages are the app's one HTML file: a page of the route table answers 200, anything else 404
// with the same file (the app shows its friendly not-found page).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './testApp';

const spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ojas-spa-'));
fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><div id="root"></div>');
const { app } = useTestApp({ env: { SPA_DIR: spaDir } });

describe('pages', () => {
  it('answer 200 for the pages of the route table', async () => {
    for (const url of ['/', '/store', '/store/ashwagandha-tablets', '/doctors/x', '/blogs?q=sleep', '/search?q=a']) {
      const response = await app().inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answer 404 with the same page for anything else', async () => {
    for (const url of ['/nope', '/store/a/b', '/admin?x=1', '/store/%E0%A4%85/x']) {
      const response = await app().inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<div id="root">');
    }
    const api = await app().inject({ url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false });
  });
});
