// The head as HTML: data can never break out of an attribute, the title or the JSON-LD script.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RequestOf, ResourceData, ResourceKind, ResourceLookup } from '@domain/resources';
import { headTags } from '@ui/seo/headTags';
import { pageHead } from '@ui/seo/pageHead';
import { describe as describeMarkdown, plainText, trimDescription } from '@ui/seo/text';
import { aStoreItemDetail } from '../../support/builders/catalogue';

const ORIGIN = 'https://ojas.example';

const productLookup = (item: ResourceData['storeItem']): ResourceLookup =>
  (<K extends ResourceKind>(request: RequestOf<K>) =>
    (request.kind === 'storeItem' ? item : undefined) as ResourceData[K] | undefined) as ResourceLookup;

const productHtml = (name: string, description = 'Plain.') =>
  headTags(pageHead('/store/x', productLookup(aStoreItemDetail({ _id: 'x', name, description })), ORIGIN));

/** Every attribute value (double-quoted) of the tags outside the JSON-LD scripts. */
const attributeValues = (html: string) =>
  [...html.replace(/<script[\s\S]*?<\/script>/g, '').matchAll(/="([^"]*)"/g)].map((match) => match[1]!);
/** Every JSON-LD script's content. */
const scripts = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

describe('headTags', () => {
  it('writes the title, description, canonical link, Open Graph, Twitter card and JSON-LD', () => {
    const html = productHtml('Ashwagandha Tablets');
    expect(html).toContain('<title>Ashwagandha Tablets · Ojas</title>');
    expect(html).toContain('<meta name="description" content="Plain.">');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/store/x">`);
    expect(html).toContain('<meta property="og:type" content="product">');
    expect(html).toContain('<meta property="og:locale" content="en_IN">');
    expect(html).toContain('<meta property="product:price:currency" content="INR">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('name="robots"');
    expect(scripts(html).map((json) => (JSON.parse(json) as { '@type': string })['@type'])).toEqual([
      'Product',
      'BreadcrumbList',
    ]);
  });

  it('marks noindex pages for robots', () => {
    expect(headTags(pageHead('/dashboard', () => undefined, ORIGIN))).toContain(
      '<meta name="robots" content="noindex, follow">',
    );
  });

  it('escapes a product named like a script, or with quotes', () => {
    const name = '</script><script>alert(1)</script> "Best" & \'new\'';
    const html = productHtml(name);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(
      '<title>&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Best&quot; &amp; &#39;new&#39; · Ojas</title>',
    );
    expect(html).toContain(
      'content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Best&quot; &amp; &#39;new&#39;"',
    );
    for (const json of scripts(html)) expect(json).not.toMatch(/<\/script/i);
    const product = JSON.parse(scripts(html)[0]!) as { name: string };
    expect(product.name).toBe(name);
  });

  it('escapes line and paragraph separators inside JSON-LD', () => {
    const html = productHtml('Oil\u2028for\u2029hair');
    const [json] = scripts(html);
    expect(json).not.toMatch(/[\u2028\u2029]/);
    expect((JSON.parse(json!) as { name: string }).name).toBe('Oil\u2028for\u2029hair');
  });

  it('never lets arbitrary data open a tag inside an attribute or end a JSON-LD script', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (name, description) => {
        const html = productHtml(name, description);
        for (const value of attributeValues(html)) expect(value).not.toMatch(/[<>"]/);
        const found = scripts(html);
        expect(found).toHaveLength(2);
        for (const json of found) {
          expect(json).not.toMatch(/<\/script|<!--|[\u2028\u2029]/i);
          expect(() => JSON.parse(json)).not.toThrow();
        }
        expect((JSON.parse(found[0]!) as { name: string }).name).toBe(name);
      }),
      { numRuns: 100 },
    );
  });
});

describe('descriptions', () => {
  it('are plain text: no markdown marks, link targets, images or tags', () => {
    expect(
      plainText('# Title\n\n- **Bold** and _soft_ [link](https://x.example) ![cover](a.png) <b>tag</b> `code`'),
    ).toBe('Title Bold and soft link cover tag code');
  });

  it('are cut at a word boundary to at most 155 characters, with an ellipsis', () => {
    const words = 'Ashwagandha supports calm energy and restful sleep '.repeat(6);
    const cut = trimDescription(words);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('…')).toBe(true);
    expect(words.startsWith(cut.slice(0, -1))).toBe(true);
    expect(words[cut.length - 1]).toBe(' ');
    expect(trimDescription('Short and whole.')).toBe('Short and whole.');
    expect(trimDescription('x'.repeat(400))).toHaveLength(155);
  });

  it('stay within the limit for any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (text) => {
        expect(describeMarkdown(text).length).toBeLessThanOrEqual(155);
      }),
    );
  });
});
