// Cancelling an order before it ships, after the shopper confirms; a paid order says it will be refunded.
import { CHECKOUT_MESSAGES } from '@domain/messages/checkout';
import { ConfirmCancel } from '@ui/components/ConfirmCancel';

const WORDING = {
  label: 'Cancel order',
  title: 'Cancel this order?',
  keepLabel: 'Keep the order',
  confirmLabel: 'Cancel order',
};

export function CancelOrder({ paid, busy, onCancel }: { paid: boolean; busy: boolean; onCancel: () => void }) {
  return (
    <ConfirmCancel
      wording={WORDING}
      explain={() => (paid ? CHECKOUT_MESSAGES.cancelWillRefund : CHECKOUT_MESSAGES.cancelCod)}
      busy={busy}
      onCancel={onCancel}
    />
  );
}
