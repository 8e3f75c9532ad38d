// The GST class of a seeded product, read from its first matching category: cosmetics (skin, hair
// and personal care) 18 %, classical preparations 5 %, proprietary formulations 12 %.
import { GST_CLASSES, type GstClass } from '@domain/gst';
import type { SeedProduct } from './content/types';

const COSMETIC = new Set(['skin-care', 'hair-care', 'personal-care']);
const CLASSICAL = new Set(['churnas-and-powders', 'ghee-and-rasayanas', 'juices-and-tonics', 'oils-and-massage']);
/** Hair preparations have their own heading (3305) in the HSN. */
const HAIR_PREPARATIONS_HSN = '33059090';

function gstClassOf(product: SeedProduct): GstClass {
  if (product.categories.some((c) => COSMETIC.has(c))) return 'cosmetic';
  if (product.categories.some((c) => CLASSICAL.has(c))) return 'classical';
  return 'proprietary';
}

export function taxOf(product: SeedProduct): { gstRate: number; hsn: string } {
  const taxClass = GST_CLASSES[gstClassOf(product)];
  const hair = product.categories[0] === 'hair-care';
  return { gstRate: taxClass.rate, hsn: hair ? HAIR_PREPARATIONS_HSN : taxClass.hsn };
}
