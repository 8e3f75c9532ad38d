import { describe, expect, it } from 'vitest';
import { markdownToHtml } from '../../../server/services/markdown';

describe('Markdown rendered for the page', () => {
  it('renders headings, lists, emphasis and links', () => {
    expect(markdownToHtml('## Sleep\n\n- **Warm** milk\n- [Ashwagandha](/store/item/a)')).toBe(
      '<h2>Sleep</h2>\n<ul>\n<li><strong>Warm</strong> milk</li>\n<li><a href="/store/item/a">Ashwagandha</a></li>\n</ul>',
    );
  });

  it('shows raw HTML as text, so nothing in the source can run in the page', () => {
    const html = markdownToHtml('<script>alert(1)</script>\n\nHi <img src=x onerror=alert(1)>');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops link and image targets that would run code', () => {
    const html = markdownToHtml('[tap](javascript:alert(1)) ![x](javascript:alert(2))');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="">tap</a>');
  });
});
