// A credit note's tax and number: the amount shared over the invoice's rows, split at their
// rates, reversing exactly the invoice when it credits all of it; a series per financial year.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditBreakdown, taxBreakdown, type TaxBreakdown } from '@domain/gst';
import { creditNoteNumber, financialYear, invoiceNumber } from '@domain/seller';

const invoice = (kind: 'intra' | 'inter'): TaxBreakdown =>
  taxBreakdown({
    lines: [
      { amountPaise: 60_000, rate: 5, hsn: '30049011' },
      { amountPaise: 45_000, rate: 18, hsn: '33049990' },
    ],
    discountPaise: 5_250,
    chargesPaise: 4_900,
    kind,
  });
const gross = (tax: TaxBreakdown) => tax.taxablePaise + tax.taxPaise;

describe('the tax a credit note reverses', () => {
  it('is exactly the invoice’s when it credits the whole invoice', () => {
    for (const kind of ['intra', 'inter'] as const)
      expect(creditBreakdown(invoice(kind), gross(invoice(kind)))).toEqual(invoice(kind));
  });

  it('shares a part over the rows by value: 5% GST inside ₹210 is ₹10, CGST ₹5 + SGST ₹5', () => {
    const single = taxBreakdown({
      lines: [{ amountPaise: 60_000, rate: 5, hsn: '30049011' }],
      discountPaise: 0,
      chargesPaise: 0,
      kind: 'intra',
    });
    expect(creditBreakdown(single, 21_000)).toMatchObject({
      taxablePaise: 20_000,
      taxPaise: 1_000,
      rows: [{ hsn: '30049011', rate: 5, cgstPaise: 500, sgstPaise: 500, igstPaise: 0 }],
    });
  });

  it('always adds up to the amount credited, in the invoice’s kind of tax', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('intra' as const, 'inter' as const),
        fc.integer({ min: 1, max: 1_042_000 }),
        (kind, part) => {
          const whole = invoice(kind);
          const credited = Math.min(part, gross(whole));
          const note = creditBreakdown(whole, credited);
          expect(gross(note)).toBe(credited);
          expect(note.kind).toBe(kind);
          for (const row of note.rows) expect(kind === 'intra' ? row.igstPaise : row.cgstPaise + row.sgstPaise).toBe(0);
        },
      ),
    );
  });
});

describe('credit note numbers', () => {
  it('run in their own series per India financial year, beside the invoices’', () => {
    // 31 March 2027, 23:59 in India is still 2026-27; a minute later is 2027-28.
    expect(financialYear(new Date('2027-03-31T18:29:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(creditNoteNumber(1, '2026-27')).toBe('CN/2026-27/00001');
    expect(invoiceNumber(42, new Date('2026-11-27T00:00:00Z'))).toBe('OJ/2026-27/000042');
  });
});
