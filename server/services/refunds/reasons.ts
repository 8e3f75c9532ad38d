// Why a refund was started when no operator wrote a reason (stored with the refund, shown on the desk).
export const REFUND_REASONS = {
  cancelledByShopper: 'Cancelled by the shopper',
  lateOrderPayment: 'Paid after the order had ended',
  cancelledByPatient: 'Cancelled by the patient',
  lateConsultationPayment: 'Paid after the hold had ended',
  cancelledByOperator: 'Cancelled by an operator',
} as const;
