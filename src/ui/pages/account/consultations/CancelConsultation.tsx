// Cancelling a consultation after the patient confirms, told first what the refund policy gives
// back now (the same rule the server applies, in the policy's words).
import { cancellationTerms } from '@domain/consultation';
import type { Consultation } from '@domain/contract/consultations';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@domain/money';
import { ConfirmCancel } from '@ui/components/ConfirmCancel';

const WORDING = {
  label: 'Cancel',
  title: 'Cancel this consultation?',
  keepLabel: 'Keep it',
  confirmLabel: 'Cancel consultation',
};

export function CancelConsultation({
  consultation,
  busy,
  onCancel,
}: {
  consultation: Consultation;
  busy: boolean;
  onCancel: () => void;
}) {
  const explain = () => {
    if (consultation.status !== 'booked') return null;
    const terms = cancellationTerms({
      pricePaise: rupeesToPaise(consultation.fee),
      startsAt: Date.parse(consultation.startsAt),
      now: Date.now(),
    });
    return `${terms.policy} Refund now: ${formatRupees(paiseToRupees(terms.refundPaise))}.`;
  };
  return <ConfirmCancel wording={WORDING} explain={explain} busy={busy} onCancel={onCancel} />;
}
