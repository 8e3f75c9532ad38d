// A refund as the shopper reads it.
import { REFUND_BANK_WORKING_DAYS } from '../constants';
import { formatRupees, paiseToRupees, type Paise } from '../money';

export const REFUND_MESSAGES = {
  started: (amountPaise: Paise) => `Refund of ${formatRupees(paiseToRupees(amountPaise))} started`,
  processed: 'Refunded',
  failed: (amountPaise: Paise) =>
    `Refund of ${formatRupees(paiseToRupees(amountPaise))} could not be completed; our team will contact you`,
  bankTime: `Banks credit a refund ${REFUND_BANK_WORKING_DAYS.fewest}–${REFUND_BANK_WORKING_DAYS.most} working days after it is processed.`,
  creditedBy: (date: string) => `Your bank credits it by ${date}.`,
} as const;
