// What the server tells the SPA at start, so one build runs anywhere.
import * as v from 'valibot';

export const RuntimeConfigSchema = v.object({
  apiBase: v.string(),
  staticBase: v.string(),
  imageWidths: v.array(v.number()),
  imageQuality: v.number(),
  firebase: v.object({ apiKey: v.string(), authDomain: v.string(), projectId: v.string() }),
  /** The Auth Emulator URL locally; null against a real Firebase project. */
  authEmulatorUrl: v.nullable(v.string()),
  paymentGateway: v.picklist(['sandbox', 'razorpay']),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;
