// Blog posts for tests; the default is a post of the seeded content, by Dr. Meera Iyer.
import type { BlogPost } from '@domain/contract/content';

export function aBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    _id: 'understanding-your-dosha',
    title: 'Understanding Your Dosha: A Practical Guide to Vata, Pitta and Kapha',
    excerpt: "The three doshas are Ayurveda's way of describing how your body and mind tend to function.",
    coverImage: 'blogs/understanding-your-dosha',
    author: { _id: 'meera-iyer', name: 'Meera Iyer' },
    publishedAt: '2026-01-27',
    tags: ['dosha', 'prakriti', 'basics'],
    readingMinutes: 6,
    body: 'Ayurveda describes three functional principles, the tridosha.',
    html: '<p>Ayurveda describes three functional principles, the tridosha.</p>',
    ...overrides,
  };
}
