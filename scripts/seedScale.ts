// `npm run seed:scale -- --items 100000`: adds a large synthetic catalogue beside the seeded one,
// in the database the server uses (DATABASE_URL, else DATA_DIR's embedded PGlite), for load and
// search testing. Names are 2-4 words from a vocabulary of real Ayurvedic words; ~200 brands.
// Item n is always the same item (ids scale-<n>), so a rerun adds only what is missing.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { brands as seedBrands } from '../server/db/seed/content/brands';
import { products } from '../server/db/seed/content/products';
import { imageKeys } from '../server/db/seed/imageKeys';
import { seededRandom } from '../server/db/seed/random';
import { withConfiguredDatabase } from './lib/configuredDatabase';

/** Herbs, minerals and classical formulation names. */
export const HERBS = [
  'ashwagandha',
  'brahmi',
  'triphala',
  'shatavari',
  'tulsi',
  'neem',
  'amla',
  'giloy',
  'guduchi',
  'haritaki',
  'bibhitaki',
  'amalaki',
  'shilajit',
  'guggulu',
  'arjuna',
  'manjistha',
  'jatamansi',
  'shankhpushpi',
  'punarnava',
  'gokshura',
  'kutki',
  'moringa',
  'haldi',
  'turmeric',
  'ginger',
  'shunthi',
  'pippali',
  'maricha',
  'trikatu',
  'yashtimadhu',
  'mulethi',
  'vidanga',
  'chitrak',
  'bhringraj',
  'bhumi',
  'amlaki',
  'kalmegh',
  'chirayata',
  'sariva',
  'anantmool',
  'vacha',
  'mandukaparni',
  'jyotishmati',
  'tagar',
  'sarpagandha',
  'kapikacchu',
  'kaunch',
  'musli',
  'vidari',
  'bala',
  'atibala',
  'nagbala',
  'ashoka',
  'lodhra',
  'dashmool',
  'bilva',
  'agnimantha',
  'shyonaka',
  'patala',
  'gambhari',
  'brihati',
  'kantakari',
  'shalparni',
  'prishniparni',
  'eranda',
  'nirgundi',
  'rasna',
  'shallaki',
  'boswellia',
  'devdaru',
  'chandan',
  'sandalwood',
  'kesar',
  'saffron',
  'karpura',
  'camphor',
  'lavang',
  'clove',
  'elaichi',
  'cardamom',
  'dalchini',
  'cinnamon',
  'jeera',
  'cumin',
  'dhania',
  'coriander',
  'saunf',
  'fennel',
  'methi',
  'fenugreek',
  'ajwain',
  'hing',
  'asafoetida',
  'kalonji',
  'lasuna',
  'garlic',
  'aloe',
  'kumari',
  'gudmar',
  'karela',
  'jamun',
  'vijaysar',
  'methika',
  'bael',
  'kokum',
  'kutaja',
  'isabgol',
  'psyllium',
  'senna',
  'sonamukhi',
  'nagkesar',
  'kachnar',
  'kanchnar',
  'varuna',
  'pashanbhed',
  'gokhru',
  'chandraprabha',
  'shilapravang',
  'praval',
  'mukta',
  'swarna',
  'rajat',
  'abhrak',
  'lauh',
  'mandur',
  'tamra',
  'yashad',
  'vang',
  'naga',
  'godanti',
  'shankh',
  'kapardika',
  'tankan',
  'sphatika',
  'gairika',
  'hingul',
  'parad',
  'gandhak',
  'manashila',
  'haratala',
  'khadira',
  'babool',
  'karanja',
  'reetha',
  'shikakai',
  'hibiscus',
  'japa',
  'rose',
  'gulab',
  'kamal',
  'lotus',
  'vetiver',
  'khus',
  'usheer',
  'lemongrass',
  'mint',
  'pudina',
  'tejpatta',
  'nagarmotha',
  'musta',
  'ativisha',
  'daruharidra',
  'rasaut',
  'nimba',
  'patola',
  'parpataka',
  'bhunimba',
  'katuki',
  'indrayava',
  'kutajghan',
  'chyawanprash',
  'brahma',
  'agastya',
  'kushmanda',
  'draksha',
  'grape',
  'kharjura',
  'dates',
  'badam',
  'almond',
  'ghee',
  'goghrita',
  'madhu',
  'honey',
  'gud',
  'jaggery',
  'til',
  'sesame',
  'narikela',
  'coconut',
  'sarshapa',
  'mustard',
  'olive',
  'jojoba',
  'castor',
  'avipattikar',
  'sitopaladi',
  'talisadi',
  'lavanbhaskar',
  'hingvastak',
  'sudarshan',
  'mahasudarshan',
  'ajmodadi',
  'yogaraj',
  'kaishore',
  'mahayogaraj',
  'punarnavadi',
  'gokshuradi',
  'triphaladi',
  'sanjivani',
] as const;

/** Qualities and purposes. */
export const DESCRIPTORS = [
  'organic',
  'pure',
  'natural',
  'classic',
  'herbal',
  'premium',
  'gold',
  'plus',
  'forte',
  'extra',
  'strength',
  'daily',
  'care',
  'relief',
  'immunity',
  'digestive',
  'calm',
  'sleep',
  'energy',
  'vitality',
  'wellness',
  'balance',
  'detox',
  'joint',
  'bone',
  'heart',
  'liver',
  'kidney',
  'skin',
  'hair',
  'glow',
  'radiance',
  'youth',
  'women',
  'men',
  'kids',
  'junior',
  'senior',
  'sugarfree',
  'himalayan',
  'wild',
  'raw',
  'cold',
  'pressed',
  'virgin',
  'desi',
  'bilona',
  'ayurvedic',
  'vedic',
  'traditional',
  'rasayana',
  'medhya',
  'vata',
  'pitta',
  'kapha',
  'tridosha',
  'satvik',
  'shuddha',
  'maha',
  'laghu',
] as const;

/** Dosage forms. */
export const FORMS = [
  'churna',
  'vati',
  'tablets',
  'capsules',
  'syrup',
  'oil',
  'tailam',
  'ghrita',
  'arishta',
  'asava',
  'lehyam',
  'avaleha',
  'kwath',
  'kadha',
  'bhasma',
  'pishti',
  'ras',
  'juice',
  'tea',
  'powder',
  'gel',
  'cream',
  'balm',
  'soap',
  'shampoo',
  'serum',
  'lotion',
  'drops',
  'granules',
  'paste',
  'pak',
  'modak',
  'gutika',
  'guti',
  'kalpa',
  'sharbat',
  'arka',
  'lepa',
  'ubtan',
  'mask',
  'scrub',
  'wash',
  'spray',
  'tonic',
  'elixir',
  'resin',
  'extract',
  'infusion',
  'decoction',
  'concentrate',
  'sachets',
  'softgels',
  'gummies',
  'lozenges',
  'bar',
  'mix',
  'blend',
  'kit',
  'pack',
  'roll',
] as const;

export const VOCABULARY_SIZE = HERBS.length + DESCRIPTORS.length + FORMS.length;

const BRAND_FIRST = [
  'Vedika',
  'Dhanvantari',
  'Charaka',
  'Sushruta',
  'Vagbhata',
  'Kamadhenu',
  'Nandini',
  'Aranya',
  'Vanya',
  'Himavat',
  'Gangotri',
  'Narmada',
  'Kaveri',
  'Sahyadri',
  'Malabar',
  'Konkan',
  'Aravalli',
  'Vindhya',
  'Nilgiri',
  'Kailash',
] as const;
const BRAND_SECOND = [
  'Herbals',
  'Naturals',
  'Ayurveda',
  'Botanicals',
  'Organics',
  'Labs',
  'Pharmacy',
  'Wellness',
  'Remedies',
  'Aushadhalaya',
] as const;
export const SCALE_BRAND_COUNT = BRAND_FIRST.length * BRAND_SECOND.length;

const BATCH = 5_000;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const pick = <T>(list: readonly T[], random: () => number): T => list[Math.floor(random() * list.length)] as T;
const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export interface ScaleBrand {
  id: string;
  name: string;
}

export function scaleBrands(): ScaleBrand[] {
  return BRAND_FIRST.flatMap((first) =>
    BRAND_SECOND.map((second) => ({ id: `scale-${slug(`${first} ${second}`)}`, name: `${first} ${second}` })),
  );
}

/** A name of 2-4 words: one or two herbs, maybe a descriptor, and a form. Skewed so some words are common. */
function scaleName(random: () => number): { name: string; herbs: string[]; form: string } {
  const skewed = <T>(list: readonly T[]) => list[Math.floor(random() ** 1.6 * list.length)] as T;
  const herbs = [skewed(HERBS)];
  const words = random();
  if (words > 0.55) herbs.push(skewed(HERBS));
  const descriptor = random() < 0.45 ? [skewed(DESCRIPTORS)] : [];
  const form = skewed(FORMS);
  const parts = random() < 0.5 ? [...descriptor, ...herbs, form] : [...herbs, ...descriptor, form];
  return { name: parts.slice(0, 4).map(title).join(' '), herbs, form };
}

export interface ScaleItem {
  id: string;
  name: string;
  brandId: string;
  form: string;
  mrpPaise: number;
  sellingPaise: number;
  stock: number;
  keyIngredients: string[];
  photoKeys: string[];
  ratingAvg: number;
  reviewCount: number;
}

/** Item n (1-based) of the synthetic catalogue: always the same. */
export function scaleItem(n: number, brands: readonly ScaleBrand[]): ScaleItem {
  const random = seededRandom(`scale-item:${n}`);
  const { name, herbs, form } = scaleName(random);
  const mrpRupees = 99 + Math.floor(random() * 2900);
  const discount = Math.floor(random() * 40);
  const photo = pick(products, random).slug;
  return {
    id: `scale-${n}`,
    name,
    brandId: pick(brands, random).id,
    form,
    mrpPaise: mrpRupees * 100,
    sellingPaise: Math.max(100, Math.round((mrpRupees * (100 - discount)) / 100) * 100),
    stock: Math.floor(random() * 200),
    keyIngredients: herbs.map(title),
    photoKeys: [imageKeys.product(photo, 1), imageKeys.product(photo, 2)],
    ratingAvg: Math.round((3 + random() * 2) * 10) / 10,
    reviewCount: Math.floor(random() * 500),
  };
}

/**
 * Adds items scale-1 … scale-<count> (and their brands) that are not there yet, in batches of
 * 5,000 rows with INSERT … SELECT * FROM unnest(...). The search triggers keep vectors and the
 * dictionary current as rows arrive. Returns how many items were added.
 */
export async function loadScaleCatalogue(
  db: Db,
  count: number,
  log: (line: string) => void = () => {},
): Promise<number> {
  const brands = scaleBrands();
  const logoKey = imageKeys.brand(seedBrands[0]!.slug);
  await db.execute(sql`
    INSERT INTO brands (id, name, tagline, story, color, founded, logo_key)
    SELECT id, name, 'Synthetic brand for scale tests', 'A synthetic brand added by npm run seed:scale.', '#2e7d32', 2000, ${logoKey}
    FROM unnest(${sql.param(brands.map((b) => b.id))}::text[], ${sql.param(brands.map((b) => b.name))}::text[]) AS b(id, name)
    ON CONFLICT DO NOTHING`);
  let added = 0;
  for (let start = 1; start <= count; start += BATCH) {
    const batch: ScaleItem[] = [];
    for (let n = start; n < Math.min(start + BATCH, count + 1); n += 1) batch.push(scaleItem(n, brands));
    const column = <T>(get: (item: ScaleItem) => T) => sql.param(batch.map(get));
    const result = await db.execute(sql`
      INSERT INTO items (id, name, brand_id, form, pack_size, mrp_paise, selling_paise, stock, description,
                         key_ingredients, usage, photo_keys, rating_avg, review_count)
      SELECT id, name, brand_id, form, '100 g', mrp, selling, stock, 'A synthetic item for scale tests.',
             string_to_array(ingredients, '|'), 'As directed by your physician.', string_to_array(photos, '|'), rating, reviews
      FROM unnest(${column((i) => i.id)}::text[], ${column((i) => i.name)}::text[], ${column((i) => i.brandId)}::text[],
                  ${column((i) => i.form)}::text[], ${column((i) => i.mrpPaise)}::int[], ${column((i) => i.sellingPaise)}::int[],
                  ${column((i) => i.stock)}::int[], ${column((i) => i.keyIngredients.join('|'))}::text[],
                  ${column((i) => i.photoKeys.join('|'))}::text[], ${column((i) => i.ratingAvg)}::real[], ${column((i) => i.reviewCount)}::int[])
        AS u(id, name, brand_id, form, mrp, selling, stock, ingredients, photos, rating, reviews)
      ON CONFLICT (id) DO NOTHING`);
    added +=
      (result as { affectedRows?: number; rowCount?: number }).affectedRows ??
      (result as { rowCount?: number }).rowCount ??
      0;
    log(`  ${Math.min(start + BATCH - 1, count)} / ${count}`);
  }
  // Fresh planner statistics (PGlite runs no autovacuum).
  await db.execute(sql`ANALYZE items`);
  await db.execute(sql`ANALYZE search_dictionary`);
  await db.execute(sql`ANALYZE search_postings`);
  return added;
}

function parseCount(argv: readonly string[]): number {
  const index = argv.indexOf('--items');
  const value = index >= 0 ? argv[index + 1] : argv.find((arg) => arg.startsWith('--items='))?.slice('--items='.length);
  const count = Number(value ?? 100_000);
  if (!Number.isInteger(count) || count < 1 || count > 5_000_000)
    throw new Error('--items must be a whole number from 1 to 5000000');
  return count;
}

async function main() {
  const count = parseCount(process.argv.slice(2));
  await withConfiguredDatabase(async (database, config) => {
    const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(
      `Adding up to ${count} synthetic items to ${where} (${SCALE_BRAND_COUNT} brands, ${VOCABULARY_SIZE} words)`,
    );
    const started = performance.now();
    const added = await loadScaleCatalogue(database.db, count, (line) => console.log(line));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Added ${added} items in ${seconds.toFixed(1)} s (${added ? Math.round(added / seconds) : 0} items/s); the seeded catalogue is untouched.`,
    );
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
