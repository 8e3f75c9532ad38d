import type { SeedBrand } from './types.ts';

// Invented brands. Every colour has a contrast ratio of at least 5:1 against white, so white
// text on generated product and logo images stays readable.
export const brands: SeedBrand[] = [
  {
    slug: 'vedavana',
    name: 'Vedavana',
    tagline: 'Classical remedies for everyday wellbeing',
    color: '#2e7d32',
    founded: 1998,
    story:
      'Vedavana began in 1998 as a small dispensary pharmacy in Haridwar, preparing churnas and vatis for the vaidyas who practised along the Ganga ghats. Today it makes a broad range of classical formulations in a GMP-certified facility, following the Ayurvedic Formulary of India for every batch. Its promise is simple: honest classical medicines at fair prices for the whole family.',
  },
  {
    slug: 'sattvika-herbals',
    name: 'Sattvika Herbals',
    tagline: 'Calm minds, restful nights',
    color: '#6a1b9a',
    founded: 2011,
    story:
      'Founded in Bengaluru in 2011 by a neuroscientist and a third-generation vaidya, Sattvika Herbals focuses on the medhya rasayanas, the Ayurvedic herbs for mind and memory. Its brahmi, shankhpushpi and jatamansi come from partner farms and collectors in the Western Ghats and the Himalaya. Every lot is tested for identity and heavy metals before it is processed.',
  },
  {
    slug: 'tejasvi-ayurveda',
    name: 'Tejasvi Ayurveda',
    tagline: 'Strength and vitality, the classical way',
    color: '#b34700',
    founded: 1986,
    story:
      'Tejasvi Ayurveda was started in Jaipur in 1986 by a family of vaidyas who had prepared rasayanas for four generations. The brand specialises in rasayana and vajikarana formulations such as chyawanprash, lehyams and herbal tonics. Where the classical method calls for it, batches are still cooked slowly over a wood fire.',
  },
  {
    slug: 'sahyadri-vaidyam',
    name: 'Sahyadri Vaidyam',
    tagline: 'Kerala tailams, cooked the traditional way',
    color: '#00695c',
    founded: 1972,
    story:
      "Sahyadri Vaidyam has been cooking medicated oils in Thrissur, Kerala since 1972, following the Sahasrayogam and Ashtanga Hridayam texts relied on by Kerala's traditional physicians. Every tailam is prepared by the classical paka method in bronze uruli vessels, which can take up to three days for a single batch. Its oils are used in panchakarma centres across South India.",
  },
  {
    slug: 'kesari-botanicals',
    name: 'Kesari Botanicals',
    tagline: 'Saffron-led skincare from Ayurvedic recipes',
    color: '#ad1457',
    founded: 2016,
    story:
      'Kesari Botanicals was founded in Mumbai in 2016 to bring the beauty rituals of Indian grandmothers, from haldi ubtan to kumkumadi oil, into clean modern formats. Its saffron is bought directly from growers in Pampore, Kashmir. Every product is made without parabens, mineral oil or synthetic colour.',
  },
  {
    slug: 'ayurmitra',
    name: 'Ayurmitra',
    tagline: 'Standardised herbs for modern routines',
    color: '#1565c0',
    founded: 2009,
    story:
      'Ayurmitra was set up in Pune in 2009 by pharmacists who wanted Ayurvedic herbs in a form busy people would actually take. Its capsules and tablets use extracts standardised for key marker compounds, with the dose and source of each herb printed clearly on the pack. The whole range is vegetarian, gluten-free and made without added sugar.',
  },
  {
    slug: 'vanaushadhi-co',
    name: 'Vanaushadhi & Co.',
    tagline: 'Churnas and guggulus since 1964',
    color: '#5d4037',
    founded: 1964,
    story:
      "Vanaushadhi & Co. was founded in Varanasi in 1964 as a supplier of raw herbs to the city's Ayurvedic physicians, and soon began preparing its own churnas and guggulu formulations. The company still cleans, dries and stone-grinds its herbs in-house. Its recipes follow the proportions laid down in the Sharangadhara Samhita and Bhaishajya Ratnavali.",
  },
  {
    slug: 'chandana-naturals',
    name: 'Chandana Naturals',
    tagline: 'Daily care with sandalwood, neem and babool',
    color: '#8b6508',
    founded: 2002,
    story:
      "Chandana Naturals was born in Mysuru, India's sandalwood city, in 2002 with a small range of handmade soaps and tooth powders. It has grown into a personal care label built around dinacharya, the Ayurvedic daily routine. Neem, babool, sandalwood and turmeric do the work that harsh synthetic actives do elsewhere.",
  },
  {
    slug: 'devbhoomi-herbals',
    name: 'Devbhoomi Herbals',
    tagline: 'Pure herbs from the high Himalaya',
    color: '#37474f',
    founded: 2005,
    story:
      'Devbhoomi Herbals works with more than 600 farming and foraging families in the hills of Uttarakhand to source Himalayan herbs such as kutki, buransh, sea buckthorn and shilajit. Founded in Dehradun in 2005, it pays pre-agreed prices to its collectors and follows sustainable wild-harvesting practices. Its ghee comes from the small, hardy Badri cows of the region.',
  },
  {
    slug: 'tulsivan-organics',
    name: 'Tulsivan Organics',
    tagline: 'Herbal infusions from organic farms',
    color: '#556b2f',
    founded: 2013,
    story:
      'Tulsivan Organics grows tulsi, moringa and lemongrass on certified organic farms near Lucknow and blends them into everyday herbal teas. The brand was started in 2013 by two former tea tasters from Assam. They bring the rigour of fine tea blending to traditional Ayurvedic kadhas and infusions.',
  },
  {
    slug: 'kaveri-ayur-labs',
    name: 'Kaveri Ayur Labs',
    tagline: 'Herbal juices and slow-fermented arishtas',
    color: '#00727d',
    founded: 1991,
    story:
      'Kaveri Ayur Labs has made herbal juices and classical arishtas on the banks of the Kaveri in Tiruchirappalli since 1991. Its arishtas and asavas are fermented slowly in the traditional way, without added alcohol or preservatives beyond what the classical texts allow. Juices are filled without added colour or flavour and tested batch by batch.',
  },
  {
    slug: 'swasthya-veda',
    name: 'Swasthya Veda',
    tagline: 'Nourishing rasayanas for women and families',
    color: '#c62828',
    founded: 1994,
    story:
      "Swasthya Veda was founded in Nagpur in 1994 by a practitioner of prasuti tantra, the Ayurvedic speciality of women's health, whose patients struggled to find reliable classical medicines. The brand now makes rasayanas, ghritas and women's formulations with a team of women vaidyas advising on every product. Its ghee comes from the desi cows of its own goshala near Wardha.",
  },
  {
    slug: 'saumya-botanicals',
    name: 'Saumya Botanicals',
    tagline: 'Ayurvedic rituals for hair and scalp',
    color: '#283593',
    founded: 2018,
    story:
      'Saumya Botanicals started in Hyderabad in 2018 with a single bhringraj oil cooked to a family recipe. Today it makes a focused range of hair oils, cleansers and masks built around bhringraj, amla, hibiscus and reetha. Its cleansers are sulphate-free and nothing in the range contains silicones.',
  },
];
