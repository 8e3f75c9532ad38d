// The reviewed list the search_synonyms table is seeded from (server/search, docs/architecture.md
// §6). What shoppers type for what the shop stores: the symptoms that lead to a concern, and the
// English, Hindi and Sanskrit names of the catalogue's herbs. Every phrase is lowercase words of
// letters one space apart; every meaning is one stored word. The operator may edit the table later.
import type { SEARCH_SCOPES } from '../../schema';

export interface SeedSynonym {
  scope: (typeof SEARCH_SCOPES)[number];
  phrase: string;
  /** How a result found through it is explained: "for Acidity". */
  label: string;
  means: string[];
}

/** Symptoms → the stored words of a concern (its name as the store shows it), with the label shown. */
const ITEM_SYMPTOMS: { means: string[]; phrases: Record<string, string> }[] = [
  {
    means: ['digestion'],
    phrases: {
      acidity: 'Acidity',
      acid: 'Acidity',
      'acid reflux': 'Acid reflux',
      heartburn: 'Heartburn',
      gas: 'Gas',
      bloating: 'Bloating',
      indigestion: 'Indigestion',
      constipation: 'Constipation',
      stomach: 'Stomach',
      'stomach ache': 'Stomach ache',
      'upset stomach': 'Upset stomach',
      'loose motion': 'Loose motion',
      digestive: 'Digestion',
    },
  },
  {
    means: ['joints'],
    phrases: {
      'joint pain': 'Joint pain',
      joint: 'Joints',
      'knee pain': 'Knee pain',
      knee: 'Knee pain',
      'back pain': 'Back pain',
      'body pain': 'Body pain',
      'muscle pain': 'Muscle pain',
      arthritis: 'Arthritis',
      gout: 'Gout',
      stiffness: 'Stiffness',
    },
  },
  {
    means: ['skin'],
    phrases: {
      pimples: 'Pimples',
      pimple: 'Pimples',
      acne: 'Acne',
      'dark spots': 'Dark spots',
      pigmentation: 'Pigmentation',
      tan: 'Tan',
      rashes: 'Rashes',
      glow: 'Glowing skin',
      'dry skin': 'Dry skin',
      'oily skin': 'Oily skin',
      glowing: 'Glowing skin',
    },
  },
  {
    means: ['hair'],
    phrases: {
      'hair fall': 'Hair fall',
      'hair loss': 'Hair loss',
      dandruff: 'Dandruff',
      'grey hair': 'Grey hair',
      'gray hair': 'Grey hair',
      baldness: 'Hair loss',
      'split ends': 'Split ends',
    },
  },
  {
    means: ['respiratory'],
    phrases: {
      cold: 'Cold',
      cough: 'Cough',
      'sore throat': 'Sore throat',
      throat: 'Sore throat',
      'blocked nose': 'Blocked nose',
      'runny nose': 'Runny nose',
      congestion: 'Congestion',
      sinus: 'Sinus',
      breathing: 'Breathing',
      flu: 'Flu',
    },
  },
  {
    means: ['diabetes'],
    phrases: {
      sugar: 'Sugar',
      'blood sugar': 'Blood sugar',
      diabetic: 'Diabetes',
      madhumeh: 'Diabetes',
    },
  },
  {
    means: ['heart'],
    phrases: {
      heart: 'Heart Health',
      bp: 'BP',
      'blood pressure': 'Blood pressure',
      hypertension: 'Blood pressure',
      cholesterol: 'Cholesterol',
    },
  },
  {
    means: ['women'],
    phrases: {
      periods: 'Periods',
      period: 'Periods',
      'irregular periods': 'Irregular periods',
      menstrual: 'Periods',
      cramps: 'Period cramps',
      pcos: 'PCOS',
      pcod: 'PCOD',
      menopause: 'Menopause',
      'white discharge': 'White discharge',
      female: "Women's wellness",
    },
  },
  {
    means: ['energy', 'vitality'],
    phrases: {
      stamina: 'Stamina',
      weakness: 'Weakness',
      tiredness: 'Tiredness',
      fatigue: 'Fatigue',
      strength: 'Strength',
      'low energy': 'Low energy',
    },
  },
  {
    means: ['stress', 'sleep'],
    phrases: {
      sleep: 'Sleep',
      insomnia: 'Insomnia',
      sleeplessness: 'Insomnia',
      anxiety: 'Anxiety',
      tension: 'Tension',
      calm: 'Calm',
      memory: 'Memory',
      focus: 'Focus',
      concentration: 'Focus',
    },
  },
  {
    means: ['immunity'],
    phrases: {
      'immunity booster': 'Immunity',
      immune: 'Immunity',
      fever: 'Fever',
      infection: 'Infections',
      'frequent colds': 'Frequent colds',
    },
  },
];

/**
 * A herb's names: any of them typed finds the others. The first is the name shown ("for
 * Turmeric"); words of a several-word name are not meanings (only single words are stored words).
 */
const HERB_NAMES: string[][] = [
  ['turmeric', 'haldi', 'haridra', 'nisha', 'curcuma'],
  ['amla', 'amalaki', 'gooseberry', 'indian gooseberry', 'emblica', 'dhatri', 'aonla'],
  ['licorice', 'liquorice', 'mulethi', 'yashtimadhu', 'jethimadh', 'glycyrrhiza'],
  ['tulsi', 'holy basil', 'tulasi', 'basil', 'ocimum'],
  ['giloy', 'guduchi', 'amrita', 'tinospora', 'gulvel'],
  ['isabgol', 'psyllium', 'isabgul', 'ispaghula', 'plantago'],
  ['karela', 'bitter gourd', 'bitter melon', 'momordica'],
  ['sandalwood', 'chandan', 'chandana', 'santalum'],
  ['saffron', 'kesar', 'kumkuma', 'crocus'],
  ['ginger', 'adrak', 'saunth', 'sonth', 'shunthi', 'zingiber'],
  ['black pepper', 'kali mirch', 'maricha', 'marich'],
  ['long pepper', 'pippali', 'pipli'],
  ['fenugreek', 'methi', 'trigonella'],
  ['garlic', 'lehsun', 'lahsun', 'lasuna'],
  ['moringa', 'drumstick', 'shigru', 'sahjan'],
  ['aloe vera', 'aloe', 'alovera', 'ghritkumari', 'kumari', 'ghee kunwar'],
  ['kaunch', 'velvet bean', 'kapikacchu', 'mucuna'],
  ['shatavari', 'asparagus'],
  ['ashwagandha', 'indian ginseng', 'winter cherry', 'withania', 'asgandh'],
  ['brahmi', 'bacopa'],
  ['bhringraj', 'false daisy', 'bhangra', 'eclipta', 'bhringaraj'],
  ['shallaki', 'boswellia', 'salai guggul', 'salai', 'frankincense'],
  ['guggulu', 'guggul', 'commiphora'],
  ['jamun', 'java plum', 'jambu', 'black plum'],
  ['gudmar', 'gymnema', 'gurmar', 'madhunashini'],
  ['reetha', 'soapnut', 'ritha', 'sapindus'],
  ['henna', 'mehndi', 'mehendi', 'lawsonia'],
  ['ghee', 'ghrita', 'clarified butter', 'ghrit'],
  ['camphor', 'kapur', 'karpura', 'kapoor'],
  ['eucalyptus', 'nilgiri'],
  ['mint', 'pudina', 'mentha'],
  ['clove', 'lavanga', 'laung'],
  ['cardamom', 'elaichi', 'ela'],
  ['cinnamon', 'dalchini', 'tvak'],
  ['cumin', 'jeera', 'jeeraka', 'zeera'],
  ['coriander', 'dhania', 'dhanyaka'],
  ['fennel', 'saunf'],
  ['neem', 'nimba', 'azadirachta'],
  ['hibiscus', 'japa', 'gudhal'],
  ['vasa', 'vasaka', 'adusa', 'malabar nut'],
  ['manjishtha', 'manjistha', 'indian madder', 'rubia'],
  ['haritaki', 'harad', 'harde', 'abhaya', 'chebula'],
  ['bibhitaki', 'baheda'],
  ['punarnava', 'hogweed', 'boerhavia'],
  ['gokshura', 'gokhru', 'tribulus'],
  ['kutki', 'katuki', 'picrorhiza'],
  ['shilajit', 'shilajeet', 'asphaltum'],
  ['honey', 'madhu', 'shahad'],
  ['rock salt', 'saindhava', 'sendha namak'],
  ['hingu', 'hing', 'asafoetida'],
  ['ajwain', 'carom', 'ajowan'],
  ['onion', 'pyaz', 'kanda'],
];

/** Everyday names of the shop's products: what a shopper calls a tooth gel or a vapour balm. */
const PRODUCT_NAMES: { means: string[]; phrases: Record<string, string> }[] = [
  {
    means: ['tooth'],
    phrases: { toothpaste: 'Toothpaste', 'tooth paste': 'Toothpaste', 'tooth powder': 'Tooth powder' },
  },
  { means: ['vapour'], phrases: { 'vapour rub': 'Vapour rub', 'vapor rub': 'Vapour rub', 'chest rub': 'Vapour rub' } },
  { means: ['bathing', 'soap'], phrases: { 'bathing soap': 'Soap', 'bath soap': 'Soap' } },
];

/** Symptoms → the words of the doctors' specializations that treat them. */
const DOCTOR_SYMPTOMS: { means: string[]; phrases: string[] }[] = [
  {
    means: ['digestive'],
    phrases: ['acidity', 'gas', 'bloating', 'constipation', 'indigestion', 'stomach', 'digestion'],
  },
  { means: ['joint', 'bone'], phrases: ['joint pain', 'knee pain', 'back pain', 'arthritis', 'joints', 'gout'] },
  {
    means: ['skin', 'hair'],
    phrases: ['acne', 'pimples', 'hair fall', 'hair loss', 'dandruff', 'eczema', 'psoriasis'],
  },
  { means: ['respiratory'], phrases: ['cold', 'cough', 'asthma', 'sore throat', 'sinus', 'breathing'] },
  { means: ['diabetes'], phrases: ['sugar', 'blood sugar', 'diabetic'] },
  { means: ['heart'], phrases: ['bp', 'blood pressure', 'hypertension', 'cholesterol'] },
  { means: ['women'], phrases: ['periods', 'pcos', 'pcod', 'menopause', 'pregnancy', 'fertility'] },
  { means: ['stress', 'sleep'], phrases: ['insomnia', 'anxiety', 'tension', 'depression'] },
  { means: ['weight'], phrases: ['obesity', 'weight loss', 'fat'] },
  { means: ['child'], phrases: ['kids', 'children', 'baby'] },
  { means: ['eye', 'ent'], phrases: ['eyes', 'ear', 'nose'] },
  { means: ['panchakarma'], phrases: ['detox'] },
];

const title = (phrase: string) => phrase.charAt(0).toUpperCase() + phrase.slice(1);

export const searchSynonyms: SeedSynonym[] = [
  ...ITEM_SYMPTOMS.flatMap(({ means, phrases }) =>
    Object.entries(phrases).map(([phrase, label]) => ({ scope: 'item' as const, phrase, label, means })),
  ),
  ...PRODUCT_NAMES.flatMap(({ means, phrases }) =>
    Object.entries(phrases).map(([phrase, label]) => ({ scope: 'item' as const, phrase, label, means })),
  ),
  ...HERB_NAMES.flatMap((names) =>
    names.map((phrase) => ({
      scope: 'item' as const,
      phrase,
      label: title(names[0]!),
      means: names.filter((name) => name !== phrase && !name.includes(' ')),
    })),
  ),
  ...DOCTOR_SYMPTOMS.flatMap(({ means, phrases }) =>
    phrases.map((phrase) => ({ scope: 'doctor' as const, phrase, label: title(phrase), means })),
  ),
];
