// The contract's schemas that the document names once (components.schemas) and refers to from
// every route that sends or returns them.
import type * as v from 'valibot';
import {
  DoctorApplicationSchema,
  PermissionSchema,
  ProfileUpdateSchema,
  RegistrationSchema,
  UploadResultSchema,
  UploadTicketSchema,
  UserProfileSchema,
  UserRecordSchema,
} from '../../src/domain/account';
import { AddressSchema } from '../../src/domain/address';
import { ContactMessageSchema } from '../../src/domain/contact';
import {
  BrandSchema,
  ItemCategorySchema,
  ItemQueryBodySchema,
  ReviewSchema,
  StoreItemDetailSchema,
  StoreItemPageSchema,
  StoreItemSchema,
} from '../../src/domain/contract/catalogue';
import {
  CartLineSchema,
  CartMergeBodySchema,
  CartQuoteBodySchema,
  CartQuoteSchema,
  CartSchema,
  CartTotalsSchema,
  CartUpdateBodySchema,
  OrderConfirmBodySchema,
  OrderLineSchema,
  OrderPaymentFailedBodySchema,
  OrderSchema,
  OrderSummarySchema,
  PaymentFailureSchema,
  PlacedOrderSchema,
  PlaceOrderBodySchema,
  PublicCouponSchema,
  WishlistSchema,
  WishlistToggleBodySchema,
  WishlistToggleReplySchema,
} from '../../src/domain/contract/commerce';
import { RuntimeConfigSchema } from '../../src/domain/contract/config';
import { BlogPostSchema, BlogPostSummarySchema, PolicySchema } from '../../src/domain/contract/content';
import { DoctorDetailSchema, DoctorPageSchema, DoctorSchema } from '../../src/domain/contract/doctors';
import { FailureSchema } from '../../src/domain/contract/envelope';
import { HomeSchema } from '../../src/domain/contract/home';

export const NAMED_SCHEMAS: Record<string, v.GenericSchema> = {
  Failure: FailureSchema,
  RuntimeConfig: RuntimeConfigSchema,
  Home: HomeSchema,
  Brand: BrandSchema,
  ItemCategory: ItemCategorySchema,
  StoreItem: StoreItemSchema,
  StoreItemDetail: StoreItemDetailSchema,
  StoreItemPage: StoreItemPageSchema,
  ItemQuery: ItemQueryBodySchema,
  Review: ReviewSchema,
  BlogPostSummary: BlogPostSummarySchema,
  BlogPost: BlogPostSchema,
  Policy: PolicySchema,
  Doctor: DoctorSchema,
  DoctorDetail: DoctorDetailSchema,
  DoctorPage: DoctorPageSchema,
  ContactMessage: ContactMessageSchema,
  Registration: RegistrationSchema,
  ProfileUpdate: ProfileUpdateSchema,
  UserProfile: UserProfileSchema,
  UserRecord: UserRecordSchema,
  Permission: PermissionSchema,
  DoctorApplication: DoctorApplicationSchema,
  UploadTicket: UploadTicketSchema,
  UploadResult: UploadResultSchema,
  Cart: CartSchema,
  CartLine: CartLineSchema,
  CartTotals: CartTotalsSchema,
  CartUpdate: CartUpdateBodySchema,
  CartMerge: CartMergeBodySchema,
  CartQuoteRequest: CartQuoteBodySchema,
  CartQuote: CartQuoteSchema,
  Wishlist: WishlistSchema,
  WishlistToggle: WishlistToggleBodySchema,
  WishlistToggleResult: WishlistToggleReplySchema,
  PublicCoupon: PublicCouponSchema,
  Address: AddressSchema,
  PlaceOrder: PlaceOrderBodySchema,
  PlacedOrder: PlacedOrderSchema,
  OrderConfirm: OrderConfirmBodySchema,
  PaymentFailure: PaymentFailureSchema,
  OrderPaymentFailed: OrderPaymentFailedBodySchema,
  Order: OrderSchema,
  OrderLine: OrderLineSchema,
  OrderSummary: OrderSummarySchema,
};
