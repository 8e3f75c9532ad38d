// Toast kinds and lifetimes (docs/product.md §3, §4, §9).

export const TOAST_KINDS = ['alert', 'info', 'error', 'success', 'loading'] as const;
export type ToastKind = (typeof TOAST_KINDS)[number];

export const TOAST_LIFE = {
  SHORT: 1000,
  MEDIUM: 2500,
  LONG: 4000,
  EXTRALONG: 6000,
  INFINITE: 180000,
} as const;
export type ToastLifeName = keyof typeof TOAST_LIFE;

/** A toast begins hiding this long before its life ends. */
export const TOAST_HIDE_LEAD_MS = 1000;

export interface Toast {
  id: string;
  type: ToastKind;
  text: string;
  life: number;
}

/** Default life per kind when a caller does not choose one. */
export const DEFAULT_TOAST_LIFE: Record<ToastKind, number> = {
  alert: TOAST_LIFE.LONG,
  info: TOAST_LIFE.MEDIUM,
  error: TOAST_LIFE.LONG,
  success: TOAST_LIFE.MEDIUM,
  loading: TOAST_LIFE.INFINITE,
};

/** How long a toast stays fully shown before it starts hiding. */
export function visibleMs(life: number): number {
  return Math.max(0, life - TOAST_HIDE_LEAD_MS);
}

/** How long the hiding phase lasts: the lead, or the whole life when that is shorter. */
export function hidingMs(life: number): number {
  return Math.min(life, TOAST_HIDE_LEAD_MS);
}
