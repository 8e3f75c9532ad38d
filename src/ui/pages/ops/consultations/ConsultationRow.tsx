// One consultation of the day on the desk: the doctor and the patient, when and how, where it
// stands, its payment and refunds, and a new refund of what is left of it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CONSULTATION_MODE_LABELS } from '@domain/booking';
import type { OpsConsultation, OpsRefundBody } from '@domain/contract/ops';
import { formatIndiaTime } from '@domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { formatRupees, paiseToRupees } from '@domain/money';
import { consultationStatusLabel } from '@machines/consultationLifecycle';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { RefundForm } from '../order/RefundForm';
import { RefundTable } from '../order/RefundTable';

export function ConsultationRow({
  consultation,
  refunding,
  busy,
  onRefund,
}: {
  consultation: OpsConsultation;
  refunding: boolean;
  busy: boolean;
  onRefund: (body: OpsRefundBody) => void;
}) {
  const { doctor, patient, payment } = consultation;
  const title = TEXT.consultationWith(doctor.name, patient.name || patient.uid);
  return (
    <SurfaceCard component="li" aria-label={title} sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {TEXT.consultationAt(
            formatIndiaTime(consultation.startsAt),
            CONSULTATION_MODE_LABELS[consultation.mode],
            consultationStatusLabel(consultation.status),
          )}
        </Typography>
        {patient.phone && <Typography variant="body2">{patient.phone}</Typography>}
        <Typography variant="body2">
          {payment
            ? TEXT.paymentState[payment.status](formatRupees(paiseToRupees(payment.amountPaise)))
            : TEXT.noPayment}
        </Typography>
      </Box>
      {payment && (
        <>
          <RefundTable refunds={consultation.refunds} />
          <RefundForm
            refundablePaise={consultation.refundablePaise}
            refunding={refunding}
            busy={busy}
            onRefund={onRefund}
          />
        </>
      )}
    </SurfaceCard>
  );
}
