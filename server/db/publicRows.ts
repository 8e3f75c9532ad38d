// An item row and a doctor row in the shapes the API replies with: the catalogue and doctor
// services and the search read the same columns and map them the same way.
import type { StoreItem } from '@domain/contract/catalogue';
import type { Doctor } from '@domain/contract/doctors';
import { discountPercent, paiseToRupees } from '@domain/money';
import type { ConsultationMode } from '@domain/slots';
import type { RowOf } from './rowOf';
import { brands, items, type doctors } from './schema';

export const itemColumns = {
  id: items.id,
  name: items.name,
  photoKeys: items.photoKeys,
  sellingPaise: items.sellingPaise,
  mrpPaise: items.mrpPaise,
  brandId: brands.id,
  brandName: brands.name,
  packSize: items.packSize,
  stock: items.stock,
  ratingAvg: items.ratingAvg,
  reviewCount: items.reviewCount,
};
export type ItemRow = RowOf<typeof itemColumns>;

export function toStoreItem(row: ItemRow): StoreItem {
  return {
    _id: row.id,
    name: row.name,
    photoLinks: row.photoKeys,
    sellingPrice: paiseToRupees(row.sellingPaise),
    costPrice: paiseToRupees(row.mrpPaise),
    discount: discountPercent(row.mrpPaise, row.sellingPaise),
    brandDetails: { _id: row.brandId, brandName: row.brandName },
    packSize: row.packSize,
    inStock: row.stock > 0,
    rating: row.ratingAvg,
    reviewCount: row.reviewCount,
  };
}

export type DoctorRow = typeof doctors.$inferSelect;

export function toDoctor(row: DoctorRow): Doctor {
  return {
    _id: row.id,
    firstName: row.firstName,
    secondName: row.secondName,
    profilePhoto: row.photoKey,
    appointmentPrice: paiseToRupees(row.appointmentPaise),
    specialization: row.specialization,
    languages: row.languages,
    state: { status: row.status },
    qualifications: row.qualifications,
    experienceYears: row.experienceYears,
    city: row.city,
    region: row.region,
    modes: row.modes as ConsultationMode[],
  };
}
