// Fills an empty database with the hand-written Ojas content and generated images, in one
// transaction: it is complete or absent, and it never runs twice.
import { count } from 'drizzle-orm';
import { rupeesToPaise } from '@domain/money';
import { indiaDate } from '@domain/slots';
import type { Db } from '../client';
import * as t from '../schema';
import { blogCoverSvg, brandLogoSvg, doctorPortraitSvg, productSvg } from './art';
import { blogPosts } from './content/blogPosts';
import { brands } from './content/brands';
import { categories } from './content/categories';
import { concerns } from './content/concerns';
import { coupons } from './content/coupons';
import { doctorReviewTexts } from './content/doctorReviews';
import { doctors } from './content/doctors';
import { policies } from './content/policies';
import { products } from './content/products';
import { reviewerNames, reviewTexts } from './content/reviews';
import { searchSynonyms } from './content/searchSynonyms';
import type { SeedReviewText } from './content/types';
import { seededDoctorAccounts } from './doctorAccounts';
import { imageKeys } from './imageKeys';
import { ensureSeededOperator } from './operatorAccount';
import { seededRandom } from './random';
import { taxOf } from './taxClass';

const SVG = 'image/svg+xml';
const DAY_MS = 86_400_000;
/** Seeded timestamps count back from here so "newest" and review dates are stable. */
const SEED_EPOCH = Date.UTC(2026, 10, 1);

function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

/** A random entry of `list` not in `used` (which it joins); the list must hold enough of them. */
function pickUnused<T>(list: readonly T[], used: Set<T>, random: () => number): T {
  const left = list.filter((entry) => !used.has(entry));
  const entry = pick(left, random);
  used.add(entry);
  return entry;
}

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T;
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.brands);
  return (row?.n ?? 0) > 0;
}

export async function seedDatabase(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (await isSeeded(tx as unknown as Db)) return false;
    const brandColor = new Map(brands.map((b) => [b.slug, b.color]));

    const media: (typeof t.media.$inferInsert)[] = [
      ...brands.map((b) => ({
        key: imageKeys.brand(b.slug),
        contentType: SVG,
        bytes: Buffer.from(brandLogoSvg({ slug: b.slug, color: b.color })),
      })),
      ...products.flatMap((p) =>
        ([1, 2] as const).map((view) => ({
          key: imageKeys.product(p.slug, view),
          contentType: SVG,
          bytes: Buffer.from(
            productSvg({ slug: p.slug, form: p.form, brandColor: brandColor.get(p.brand) ?? '#2e7d32', view }),
          ),
        })),
      ),
      ...doctors.map((d) => ({
        key: imageKeys.doctor(d.slug),
        contentType: SVG,
        bytes: Buffer.from(doctorPortraitSvg({ slug: d.slug, gender: d.gender })),
      })),
      ...blogPosts.map((post) => ({
        key: imageKeys.blogCover(post.slug),
        contentType: SVG,
        bytes: Buffer.from(blogCoverSvg({ slug: post.slug, tags: post.tags })),
      })),
    ];
    for (let i = 0; i < media.length; i += 100) await tx.insert(t.media).values(media.slice(i, i + 100));

    await tx.insert(t.brands).values(
      brands.map((b) => ({
        id: b.slug,
        name: b.name,
        tagline: b.tagline,
        story: b.story,
        color: b.color,
        founded: b.founded,
        logoKey: imageKeys.brand(b.slug),
      })),
    );
    await tx.insert(t.itemCategories).values([
      ...categories.map((c, sort) => ({
        id: c.slug,
        name: c.name,
        description: c.description,
        kind: 'category' as const,
        sort,
      })),
      ...concerns.map((c, sort) => ({
        id: c.slug,
        name: c.name,
        description: c.description,
        kind: 'concern' as const,
        sort,
      })),
    ]);

    const reviewRows: (typeof t.reviews.$inferInsert)[] = [];
    const itemRows = products.map((p, index) => {
      const random = seededRandom(`reviews:${p.slug}`);
      const reviewCount = 3 + Math.floor(random() * 10);
      const used = new Set<SeedReviewText>();
      let ratingSum = 0;
      for (let r = 0; r < reviewCount; r += 1) {
        // Never the same text twice on one product's page.
        const text = pickUnused(reviewTexts, used, random);
        ratingSum += text.rating;
        reviewRows.push({
          referenceType: 'storeItem',
          referenceId: p.slug,
          rating: text.rating,
          title: text.title,
          body: text.body,
          authorName: pick(reviewerNames, random),
          createdAt: new Date(SEED_EPOCH - Math.floor(random() * 300) * DAY_MS),
        });
      }
      return {
        id: p.slug,
        name: p.name,
        brandId: p.brand,
        form: p.form,
        packSize: p.packSize,
        mrpPaise: rupeesToPaise(p.mrp),
        sellingPaise: rupeesToPaise(p.sellingPrice),
        stock: p.stock,
        ...taxOf(p),
        description: p.description,
        keyIngredients: p.keyIngredients,
        usage: p.usage,
        photoKeys: [imageKeys.product(p.slug, 1), imageKeys.product(p.slug, 2)],
        featured: p.featured ?? false,
        ratingAvg: Math.round((ratingSum / reviewCount) * 10) / 10,
        reviewCount,
        createdAt: new Date(SEED_EPOCH - index * DAY_MS),
      };
    });
    await tx.insert(t.items).values(itemRows);
    await tx
      .insert(t.itemCategoryLinks)
      .values(
        products.flatMap((p) =>
          [...new Set([...p.categories, ...p.concerns])].map((categoryId) => ({ itemId: p.slug, categoryId })),
        ),
      );
    // Each consultation review belongs to one doctor: the texts are shared out, never repeated
    // under another doctor's or reviewer's name.
    const verifiedDoctors = doctors.filter((doctor) => doctor.status === 'verified');
    const reviewsPerDoctor = Math.floor(doctorReviewTexts.length / verifiedDoctors.length);
    for (const [index, d] of verifiedDoctors.entries()) {
      const random = seededRandom(`reviews:doctor:${d.slug}`);
      const texts = doctorReviewTexts.slice(index * reviewsPerDoctor, (index + 1) * reviewsPerDoctor);
      for (const text of texts) {
        reviewRows.push({
          referenceType: 'doctor',
          referenceId: d.slug,
          rating: text.rating,
          title: text.title,
          body: text.body,
          authorName: pick(reviewerNames, random),
          createdAt: new Date(SEED_EPOCH - Math.floor(random() * 300) * DAY_MS),
        });
      }
    }
    for (let i = 0; i < reviewRows.length; i += 500) await tx.insert(t.reviews).values(reviewRows.slice(i, i + 500));

    await tx.insert(t.doctors).values(
      doctors.map((d) => ({
        id: d.slug,
        uid: seededDoctorAccounts.find((account) => account.doctorId === d.slug)?.uid ?? null,
        firstName: d.firstName,
        secondName: d.secondName,
        gender: d.gender,
        qualifications: d.qualifications,
        specialization: d.specialization,
        languages: d.languages,
        experienceYears: d.experienceYears,
        appointmentPaise: rupeesToPaise(d.appointmentPrice),
        city: d.city,
        region: d.state,
        bio: d.bio,
        status: d.status,
        slotMinutes: d.slotMinutes,
        bufferMinutes: d.bufferMinutes,
        modes: d.modes,
        clinicAddress: d.clinicAddress,
        registrationNumber: d.registrationNumber,
        photoKey: imageKeys.doctor(d.slug),
        featured: d.featured ?? false,
      })),
    );
    await tx.insert(t.users).values(
      seededDoctorAccounts.map((account) => ({
        uid: account.uid,
        fullName: account.fullName,
        email: `${account.doctorId}@doctors.ojas.example`,
        phone: account.phoneNumber.slice(3),
        birthDate: '1980-01-01',
        gender: account.gender,
      })),
    );
    await tx
      .insert(t.userRoles)
      .values(seededDoctorAccounts.map((account) => ({ uid: account.uid, role: 'doctor' as const })));
    await ensureSeededOperator(tx);
    await tx.insert(t.doctorAvailability).values(
      doctors.flatMap((d) =>
        d.availability.map((slot) => ({
          doctorId: d.slug,
          weekday: slot.weekday,
          startMinute: minutes(slot.start),
          endMinute: minutes(slot.end),
        })),
      ),
    );

    await tx.insert(t.blogPosts).values(
      blogPosts.map((post) => ({
        id: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        authorDoctorId: post.author,
        publishedAt: post.publishedAt,
        tags: post.tags,
        coverKey: imageKeys.blogCover(post.slug),
      })),
    );
    await tx.insert(t.searchSynonyms).values(searchSynonyms);
    await tx
      .insert(t.policies)
      .values(policies.map((p) => ({ id: p.slug, title: p.title, body: p.body, updatedAt: p.updatedAt })));
    await tx.insert(t.coupons).values(
      coupons.map((c) => ({
        code: c.code,
        description: c.description,
        kind: c.kind,
        value: c.kind === 'flat' ? rupeesToPaise(c.value) : c.value,
        minOrderPaise: rupeesToPaise(c.minOrder),
        maxDiscountPaise: c.maxDiscount === null ? null : rupeesToPaise(c.maxDiscount),
        validUntil: new Date(`${indiaDate(Date.now() + c.validForDays * DAY_MS)}T23:59:59+05:30`),
        usageLimit: c.usageLimit ?? null,
        perUserLimit: c.perUserLimit ?? null,
      })),
    );
    return true;
  });
}
