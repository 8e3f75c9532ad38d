// Shop records for tests. Defaults are records of the seeded catalogue (Ashwagandha Tablets by
// Vedavana, Dr. Meera Iyer), so a fake in a UI test and the real server in a browser test agree.
import type { Brand, ItemCategory, Review, StoreItem, StoreItemDetail } from '@domain/contract/catalogue';
import type { Doctor, DoctorDetail } from '@domain/contract/doctors';

export const SEEDED = {
  brands: { vedavana: 'Vedavana', sattvika: 'Sattvika Herbals' },
  product: 'Ashwagandha Tablets',
  doctor: 'Dr. Meera Iyer',
} as const;

const slug = (name: string) => name.toLowerCase().replace(/ /g, '-');

export function aBrand(brandName: string = SEEDED.brands.vedavana, overrides: Partial<Brand> = {}): Brand {
  return { _id: slug(brandName), brandName, photoUrl: 'brands/x', tagline: '', color: '#2e7d32', ...overrides };
}

export function aStoreItem(overrides: Partial<StoreItem> = {}): StoreItem {
  return {
    _id: slug(SEEDED.product),
    name: SEEDED.product,
    photoLinks: ['products/ashwagandha-tablets-1'],
    sellingPrice: 279,
    costPrice: 349,
    discount: 20,
    brandDetails: { _id: slug(SEEDED.brands.vedavana), brandName: SEEDED.brands.vedavana },
    packSize: '60 tablets',
    inStock: true,
    rating: 4.2,
    reviewCount: 6,
    ...overrides,
  };
}

export function aCategory(overrides: Partial<ItemCategory> = {}): ItemCategory {
  return { _id: 'digestion', name: 'Digestion', description: '', kind: 'concern', itemCount: 3, ...overrides };
}

export function aDoctor(overrides: Partial<Doctor> = {}): Doctor {
  return {
    _id: 'meera-iyer',
    firstName: 'Meera',
    secondName: 'Iyer',
    profilePhoto: 'doctors/meera-iyer',
    appointmentPrice: 899,
    specialization: ['Digestive Health'],
    languages: ['English'],
    state: { status: 'verified' },
    qualifications: 'BAMS',
    experienceYears: 18,
    city: 'Chennai',
    region: 'Tamil Nadu',
    modes: ['video', 'audio'],
    ...overrides,
  };
}

export function aDoctorDetail(overrides: Partial<DoctorDetail> = {}): DoctorDetail {
  return {
    ...aDoctor(),
    bio: 'Twenty years of gentle care.',
    slotMinutes: 30,
    registrationNumber: 'TNMC-12345',
    modes: ['video', 'audio', 'clinic'],
    clinicAddress: '12 Temple Road, Mylapore, Chennai',
    ...overrides,
  };
}

export function aStoreItemDetail(overrides: Partial<StoreItemDetail> = {}): StoreItemDetail {
  return {
    ...aStoreItem(),
    description: 'Ashwagandha root in a **daily** tablet, for calm energy.',
    keyIngredients: ['Ashwagandha'],
    usage: 'One tablet twice a day after meals.',
    form: 'Tablet',
    stock: 40,
    categories: [{ _id: 'stress', name: 'Stress', kind: 'concern' }],
    ...overrides,
  };
}

export function aReview(overrides: Partial<Review> = {}): Review {
  return {
    _id: 'review-1',
    rating: 5,
    title: 'Listened before prescribing',
    body: 'Asked about sleep and meals before suggesting anything.',
    authorName: 'Meera K.',
    createdAt: '2026-10-01T10:00:00.000Z',
    ...overrides,
  };
}
