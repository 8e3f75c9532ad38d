import type { SeedCategory } from './types.ts';

export const categories: SeedCategory[] = [
  {
    slug: 'herbal-supplements',
    name: 'Herbal Supplements',
    description:
      'Tablets, capsules and vatis made from single herbs and classical Ayurvedic formulations, for convenient daily use.',
  },
  {
    slug: 'churnas-and-powders',
    name: 'Churnas & Powders',
    description:
      'Finely ground herbs and classical churna blends such as triphala, avipattikar and sitopaladi, taken with water, honey or ghee.',
  },
  {
    slug: 'oils-and-massage',
    name: 'Oils & Massage',
    description:
      'Medicated tailams cooked by the classical paka method for abhyanga, head massage and targeted application.',
  },
  {
    slug: 'skin-care',
    name: 'Skin Care',
    description:
      'Face packs, oils, creams and cleansers built on saffron, sandalwood, turmeric, neem and other time-tested herbs.',
  },
  {
    slug: 'hair-care',
    name: 'Hair Care',
    description: 'Bhringraj, amla, hibiscus and reetha based oils, cleansers and masks for the hair and scalp.',
  },
  {
    slug: 'herbal-teas',
    name: 'Herbal Teas & Infusions',
    description: 'Tulsi teas, kadha blends and caffeine-free infusions for a warming, mindful everyday ritual.',
  },
  {
    slug: 'juices-and-tonics',
    name: 'Juices & Tonics',
    description: 'Herbal juices, syrups and slow-fermented classical arishtas and asavas.',
  },
  {
    slug: 'ghee-and-rasayanas',
    name: 'Ghee & Rasayanas',
    description: 'Chyawanprash, lehyams, medicated ghritas and pure cow ghee: the nourishing rasayanas of Ayurveda.',
  },
  {
    slug: 'personal-care',
    name: 'Personal Care',
    description: 'Herbal soaps, tooth powders, balms and daily-routine essentials inspired by Ayurvedic dinacharya.',
  },
];
