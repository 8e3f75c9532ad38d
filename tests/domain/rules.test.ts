import { describe, expect, it } from 'vitest';
import { readingMinutes } from '@domain/contract/content';
import { doctorTitle } from '@domain/contract/doctors';
import { doctorDisplayName, isDoctorName, isListedDoctor } from '@domain/doctor';
import { fitImageWidth, imageSrcSet, imageUrl } from '@domain/images';
import { COMMON_MESSAGES } from '@domain/messages/common';
import { pageTitle, PRODUCT_NAME } from '@domain/product';
import { ROOT_PATH, ROUTES } from '@domain/routes';
import { hidingMs, TOAST_LIFE, visibleMs } from '@domain/toast';

describe('domain rules', () => {
  it('names the product Ojas, which is the page title', () => {
    expect(PRODUCT_NAME).toBe('Ojas');
    expect(pageTitle()).toBe('Ojas');
    expect(pageTitle('Blog')).toBe('Blog · Ojas');
  });

  it('counts a user as a doctor when the first word of the display name is doctor', () => {
    expect(isDoctorName('doctor Meera Iyer')).toBe(true);
    expect(isDoctorName('Doctor Meera')).toBe(true);
    expect(isDoctorName('Meera doctor')).toBe(false);
    expect(isDoctorName('doctorate holder')).toBe(false);
    expect(isDoctorName(null)).toBe(false);
    expect(doctorDisplayName('Meera Iyer')).toBe('doctor Meera Iyer');
    expect(doctorDisplayName('doctor Meera Iyer')).toBe('doctor Meera Iyer');
  });

  it('lists only verified doctors, titled Dr.', () => {
    expect(isListedDoctor({ state: { status: 'verified' } })).toBe(true);
    expect(isListedDoctor({ state: { status: 'pending' } })).toBe(false);
    expect(doctorTitle({ firstName: 'Meera', secondName: 'Iyer' })).toBe('Dr. Meera Iyer');
  });

  it('starts hiding a toast one second before its life ends', () => {
    expect(visibleMs(TOAST_LIFE.LONG)).toBe(3000);
    expect(hidingMs(TOAST_LIFE.LONG)).toBe(1000);
    expect(visibleMs(TOAST_LIFE.SHORT)).toBe(0);
    expect(visibleMs(500) + hidingMs(500)).toBe(500);
  });

  it('builds image URLs at configured widths only', () => {
    expect(fitImageWidth(300)).toBe(320);
    expect(fitImageWidth(5000)).toBe(1200);
    expect(imageUrl('/static/', 'products/x-1', 400)).toBe('/static/products/x-1?w=480');
    expect(imageSrcSet('/static', 'p', 320)).toBe('/static/p?w=160 160w, /static/p?w=320 320w');
  });

  it('keeps the spec routes and messages', () => {
    expect(ROOT_PATH).toBe('/');
    expect(ROUTES.search.href('ashwa gandha')).toBe('/search?q=ashwa%20gandha');
    expect(ROUTES.refund.href).toBe('/cancellation-and-refund-policy');
    expect(COMMON_MESSAGES.paymentCancelled).toBe('Payment was cancelled by the user.');
    expect(readingMinutes('word '.repeat(450))).toBe(2);
  });
});
