import type { SeedReviewText } from './types.ts';

// Generic consultation review texts; the seed pairs them with verified doctors and reviewer names.
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
];
