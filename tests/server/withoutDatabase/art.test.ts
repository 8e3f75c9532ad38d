import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  blogCoverSvg,
  brandLogoSvg,
  doctorPortraitSvg,
  productSvg,
  type PackagingForm,
} from '../../../server/db/seed/art';

const FORMS: PackagingForm[] = [
  'tablet',
  'capsule',
  'powder',
  'syrup',
  'oil',
  'ghee',
  'cream',
  'shampoo',
  'tea',
  'juice',
  'soap',
  'gel',
  'balm',
  'drops',
  'granules',
];

/** Tags must nest properly: a light well-formedness check without an XML parser. */
function tagsBalance(svg: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, selfClose] of svg.matchAll(/<(\/?)([a-zA-Z]+)[^>]*?(\/?)>/g)) {
    if (selfClose) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else {
      stack.push(name as string);
    }
  }
  return stack.length === 0;
}

function expectWellFormed(svg: string, width: number, height: number) {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain(`width="${width}"`);
  expect(svg).toContain(`height="${height}"`);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg).not.toContain('<text');
  expect(svg).not.toContain('<image');
  expect(svg).not.toContain('href=');
  expect(svg).not.toMatch(/NaN|undefined|Infinity|null/);
  expect(tagsBalance(svg)).toBe(true);
}

describe('generated artwork', () => {
  it('draws every packaging form in both views as well-formed SVG', () => {
    for (const form of FORMS) {
      for (const view of [1, 2] as const) {
        const svg = productSvg({ slug: `sample-${form}`, form, brandColor: '#8e2c48', view });
        expectWellFormed(svg, 1200, 1200);
        expect(svg.length).toBeLessThan(9000);
      }
    }
  });

  it('draws brand logos, doctor portraits and blog covers as well-formed SVG', () => {
    expectWellFormed(brandLogoSvg({ slug: 'kerala-ayur', color: '#1f5f8b' }), 600, 600);
    expectWellFormed(doctorPortraitSvg({ slug: 'meera-iyer', gender: 'female' }), 1200, 1200);
    expectWellFormed(doctorPortraitSvg({ slug: 'arjun-nair', gender: 'male' }), 1200, 1200);
    expectWellFormed(blogCoverSvg({ slug: 'sleep-better', tags: ['sleep'] }), 1600, 900);
    expectWellFormed(blogCoverSvg({ slug: 'untagged', tags: [] }), 1600, 900);
  });

  it('is deterministic for the same input and varies across slugs', () => {
    const product = (slug: string) => productSvg({ slug, form: 'capsule', brandColor: '#2e7d32', view: 1 });
    const flatLay = (slug: string) => productSvg({ slug, form: 'powder', brandColor: '#2e7d32', view: 2 });
    const logo = (slug: string) => brandLogoSvg({ slug, color: '#2e7d32' });
    const doctor = (slug: string) => doctorPortraitSvg({ slug, gender: 'female' });
    const cover = (slug: string) => blogCoverSvg({ slug, tags: ['digestion'] });
    for (const draw of [product, flatLay, logo, doctor, cover]) {
      expect(draw('alpha')).toBe(draw('alpha'));
      expect(draw('alpha')).not.toBe(draw('beta'));
    }
  });

  it('only lets a #rrggbb colour into the SVG, falling back otherwise', () => {
    const hostile = '"/><script>alert(1)</script>';
    const product = productSvg({ slug: 'x', form: 'oil', brandColor: hostile, view: 1 });
    const logo = brandLogoSvg({ slug: 'x', color: hostile });
    for (const svg of [product, logo]) {
      expect(svg).not.toContain('script');
      expectWellFormed(svg, svg === logo ? 600 : 1200, svg === logo ? 600 : 1200);
    }
    expect(logo).toBe(brandLogoSvg({ slug: 'x', color: '#2e7d32' }));
  });

  it('rasterises one of each kind to a 160px WebP with sharp', async () => {
    const samples = [
      productSvg({ slug: 'ashwagandha-tablets', form: 'tablet', brandColor: '#2e7d32', view: 1 }),
      productSvg({ slug: 'ashwagandha-tablets', form: 'tablet', brandColor: '#2e7d32', view: 2 }),
      brandLogoSvg({ slug: 'kerala-ayur', color: '#c77d1e' }),
      doctorPortraitSvg({ slug: 'meera-iyer', gender: 'female' }),
      blogCoverSvg({ slug: 'monsoon-care', tags: ['monsoon'] }),
    ];
    for (const svg of samples) {
      const webp = await sharp(Buffer.from(svg)).resize(160).webp({ quality: 75 }).toBuffer();
      const meta = await sharp(webp).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(160);
      const { channels } = await sharp(webp).stats();
      // not a blank image: the picture has some contrast
      expect(Math.max(...channels.map((c) => c.stdev))).toBeGreaterThan(5);
    }
  });
});
