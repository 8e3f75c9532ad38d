import type { SeedReviewText } from './types.ts';

// Consultation review texts; the seed gives each to one verified doctor only (never the same text
// under two names) and pairs it with a reviewer name.
export const doctorReviewTexts: SeedReviewText[] = [
  {
    rating: 5,
    title: 'Listened before prescribing',
    body: 'The doctor asked about my sleep, meals and work hours before suggesting anything. The plan was simple to follow and I felt heard.',
  },
  {
    rating: 5,
    title: 'Clear, practical advice',
    body: 'Explained my prakriti in plain words and gave me a diet chart I could actually keep to. Two follow-ups later my digestion is much better.',
  },
  {
    rating: 4,
    title: 'Helpful video consultation',
    body: 'The call started on time and the advice was thoughtful. The connection dropped once, but the doctor called back straight away.',
  },
  {
    rating: 5,
    title: 'Patient and thorough',
    body: 'Took the full half hour to go through my reports and old prescriptions. No pressure to buy anything, just honest guidance.',
  },
  {
    rating: 4,
    title: 'Good follow-up',
    body: 'The notes after the consultation were detailed and the recommended products were easy to find. Results are slow but steady.',
  },
  {
    rating: 3,
    title: 'Useful, but felt rushed',
    body: 'The advice made sense, though I would have liked more time for questions. I will book a longer session next time.',
  },
  {
    rating: 5,
    title: 'Comfortable speaking in my language',
    body: 'Being able to explain my problem in my mother tongue made all the difference. Warm, unhurried and very knowledgeable.',
  },
  {
    rating: 5,
    title: 'Finally understood my acidity',
    body: 'I had tried antacids for years. The doctor traced it to late dinners and too much tea, and within three weeks the burning had eased.',
  },
  {
    rating: 4,
    title: 'Sensible and unhurried',
    body: 'She went through my week hour by hour before suggesting anything. The changes were small enough that I actually made them.',
  },
  {
    rating: 5,
    title: 'My knees thank him',
    body: 'Stairs were a struggle. The oil routine and the exercises he showed me on video have made mornings far less stiff.',
  },
  {
    rating: 5,
    title: 'Calm advice for a stressful job',
    body: 'I came in sleeping four hours a night. The wind-down routine was simple and I now sleep through most nights.',
  },
  {
    rating: 4,
    title: 'Good for a first consultation',
    body: 'I knew nothing about Ayurveda. Everything was explained patiently, though I would have liked a written summary sooner.',
  },
  {
    rating: 5,
    title: 'Helped with my PCOS routine',
    body: 'Practical food and exercise guidance that fitted around my office hours. My cycles are more regular after four months.',
  },
  {
    rating: 5,
    title: 'Worked with my diabetologist',
    body: 'He did not ask me to stop my tablets. He adjusted my meals and walks, and my fasting readings have come down steadily.',
  },
  {
    rating: 4,
    title: 'Useful diet chart',
    body: 'The chart was detailed and used foods from my own kitchen. The herbal powder tastes bitter but I am getting used to it.',
  },
  {
    rating: 5,
    title: 'Kind with my son',
    body: 'Our six-year-old was nervous on the call, but the doctor made him laugh and asked him about his school lunches. His appetite is better now.',
  },
  {
    rating: 5,
    title: 'Clear about what not to do',
    body: 'She told me honestly that one treatment I had read about was not right for me. I appreciated that more than anything.',
  },
  {
    rating: 4,
    title: 'Solid follow-up plan',
    body: 'Two follow-ups were planned from the start, which kept me on track. The second call was shorter than I expected.',
  },
  {
    rating: 5,
    title: 'Skin has calmed down',
    body: 'My flare-ups used to come every month. After cutting back on curd at night and following the routine, it has been six weeks without one.',
  },
  {
    rating: 5,
    title: 'Breathing easier this winter',
    body: 'The steam and gargle routine was easy to keep up, and this is the first winter in years without a lingering cough.',
  },
  {
    rating: 3,
    title: 'Good advice, late start',
    body: 'The consultation began fifteen minutes late. Once it started the doctor was attentive and the advice was useful.',
  },
  {
    rating: 5,
    title: 'Listened to my whole story',
    body: 'I have had joint pain for a decade. He read my old reports before the call and did not rush me at all.',
  },
  {
    rating: 4,
    title: 'Realistic weight plan',
    body: 'No crash diet, just regular meals and a daily walk. I have lost four kilos in two months and it feels sustainable.',
  },
  {
    rating: 5,
    title: 'Reassuring after delivery',
    body: 'The postpartum diet and rest advice helped me recover my strength. She also spoke to my mother-in-law, which made things easier at home.',
  },
  {
    rating: 5,
    title: 'Eye strain finally better',
    body: 'I work at a screen all day. The eye exercises and the evening routine made a real difference within a fortnight.',
  },
  {
    rating: 4,
    title: 'Thorough but a little long',
    body: 'The doctor covered everything, maybe more than I needed. Still, the plan was good and I have kept to it.',
  },
  {
    rating: 5,
    title: 'Straightforward and honest',
    body: 'He said clearly which symptoms needed a blood test first. I liked that he did not promise miracles.',
  },
  {
    rating: 5,
    title: 'Better digestion at last',
    body: 'Bloating after every meal was my normal. Changing when and how I eat fixed most of it without any medicine.',
  },
  {
    rating: 4,
    title: 'Helpful for my mother',
    body: 'My mother has arthritis and hearing trouble. The doctor spoke slowly and repeated the plan for her, which we appreciated.',
  },
  {
    rating: 5,
    title: 'Sleep routine that works',
    body: 'Screens off, warm milk with nutmeg, and a fixed bedtime. Simple, but I needed someone to put it together for me.',
  },
  {
    rating: 5,
    title: 'Great with sinus trouble',
    body: 'Years of blocked sinuses every monsoon. The nasya routine was explained step by step and it has helped a lot.',
  },
  {
    rating: 4,
    title: 'Good, would book again',
    body: 'Clear advice on diet and routine. The clinic was easy to find and the staff were friendly.',
  },
  {
    rating: 5,
    title: 'Thoughtful about my blood pressure',
    body: 'She asked about my salt, sleep and stress before anything else, and told me to keep taking my prescribed tablets.',
  },
  {
    rating: 5,
    title: 'Changed how our family eats',
    body: 'We came for my husband’s cholesterol and ended up changing meals for the whole family. Everyone feels lighter.',
  },
  {
    rating: 4,
    title: 'Useful audio consultation',
    body: 'I chose an audio call because of a weak network. It worked well and the doctor sent the plan in writing afterwards.',
  },
  {
    rating: 5,
    title: 'Explained Panchakarma properly',
    body: 'I wanted to know whether a detox programme was right for me. He explained each step and suggested starting with home preparation.',
  },
  {
    rating: 3,
    title: 'Helpful, but expensive follow-ups',
    body: 'The first consultation was very good. I only wish follow-up calls cost a little less.',
  },
  {
    rating: 5,
    title: 'Patient with my questions',
    body: 'I had a long list of questions and every one was answered. I left the call feeling confident about the plan.',
  },
  {
    rating: 5,
    title: 'Back pain much improved',
    body: 'Sitting at a desk had left me with constant lower back pain. The stretches and oil massage have made a big difference.',
  },
  {
    rating: 4,
    title: 'Good for seasonal allergies',
    body: 'My sneezing in spring is much milder this year. I still need the occasional tablet, but far less often.',
  },
  {
    rating: 5,
    title: 'Gentle approach for my daughter',
    body: 'My teenage daughter was anxious about her acne. The doctor spoke to her directly and kindly, and her skin is clearing.',
  },
  {
    rating: 5,
    title: 'Practical menopause advice',
    body: 'Hot flushes and poor sleep were wearing me down. The routine and diet changes have taken the edge off both.',
  },
  {
    rating: 4,
    title: 'Clear and to the point',
    body: 'A short, focused consultation. I got exactly the advice I needed for my digestion and nothing I did not.',
  },
  {
    rating: 5,
    title: 'Trustworthy guidance',
    body: 'I was worried about mixing herbs with my thyroid medicine. The doctor checked everything carefully and kept it safe.',
  },
  {
    rating: 5,
    title: 'Energy is back',
    body: 'I felt tired all the time. Fixing my meal times and sleep, with one mild tonic, has given me my afternoons back.',
  },
  {
    rating: 4,
    title: 'Nice clinic visit',
    body: 'The in-clinic consultation was unhurried and the pulse examination was interesting. Parking nearby is difficult, though.',
  },
];
