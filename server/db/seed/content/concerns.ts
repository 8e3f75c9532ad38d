import type { SeedConcern } from './types.ts';

export const concerns: SeedConcern[] = [
  {
    slug: 'immunity',
    name: 'Immunity',
    description:
      "Rasayanas and herbs such as giloy, tulsi and amla, traditionally used to support the body's natural defences through the seasons.",
  },
  {
    slug: 'digestion',
    name: 'Digestion',
    description:
      'Formulations traditionally used to support agni, the digestive fire, and comfortable, regular digestion.',
  },
  {
    slug: 'stress-and-sleep',
    name: 'Stress & Sleep',
    description:
      'Adaptogens and medhya herbs such as ashwagandha, brahmi and jatamansi, traditionally used to support a calm mind and restful sleep.',
  },
  {
    slug: 'skin',
    name: 'Skin',
    description:
      'Herbs and preparations traditionally used to support clear, nourished and radiant skin, inside and out.',
  },
  {
    slug: 'hair',
    name: 'Hair',
    description:
      'Oils, cleansers and supplements traditionally used to nourish the scalp and support strong, healthy hair.',
  },
  {
    slug: 'joints',
    name: 'Joints',
    description:
      'Guggulu formulations and massage oils traditionally used to support comfortable movement and joint flexibility.',
  },
  {
    slug: 'heart-health',
    name: 'Heart Health',
    description:
      'Arjuna and other herbs traditionally used to support cardiovascular wellbeing as part of a healthy lifestyle.',
  },
  {
    slug: 'diabetes-care',
    name: 'Diabetes Care',
    description:
      'Herbs such as gudmar, karela, jamun and vijaysar, traditionally used to support healthy blood sugar metabolism alongside medical care.',
  },
  {
    slug: 'women-wellness',
    name: "Women's Wellness",
    description:
      'Shatavari, ashoka and other formulations traditionally used to support women through monthly cycles, motherhood and menopause.',
  },
  {
    slug: 'respiratory',
    name: 'Respiratory',
    description:
      'Classical churnas, syrups and balms traditionally used to soothe the throat and support clear, easy breathing.',
  },
  {
    slug: 'energy-and-vitality',
    name: 'Energy & Vitality',
    description:
      'Rasayanas and tonics such as shilajit, chyawanprash and safed musli, traditionally used to support stamina and strength.',
  },
];
