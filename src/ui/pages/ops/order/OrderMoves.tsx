// The moves the order's state takes now (the server asked the lifecycle machine): pack and
// deliver at a press, ship through a form with the carrier and tracking number, cancel after a
// confirmation that says whether the customer is refunded.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OpsOrder, OpsOrderTransitionBody } from '@domain/contract/ops';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { nextOrderStatus } from '@machines/orderLifecycle';
import { ConfirmCancel } from '@ui/components/ConfirmCancel';
import { pillRadius } from '@ui/theme/sx';
import { ShipForm } from './ShipForm';

const CANCEL_WORDING = {
  label: TEXT.cancel,
  title: TEXT.cancelTitle,
  keepLabel: TEXT.keep,
  confirmLabel: TEXT.cancel,
};

export function OrderMoves({
  order,
  moving,
  busy,
  onMove,
}: {
  order: OpsOrder;
  moving: boolean;
  busy: boolean;
  onMove: (body: OpsOrderTransitionBody) => void;
}) {
  const [shipping, setShipping] = useState(false);
  const takes = (event: OpsOrderTransitionBody['event']) => order.events.includes(event);
  const press = (body: OpsOrderTransitionBody) => () => {
    if (!busy) onMove(body);
  };
  if (order.events.length === 0)
    return (
      <Typography color="text.secondary" sx={{ mt: 3 }}>
        {TEXT.noMoves}
      </Typography>
    );
  return (
    <Box component="section" aria-label={TEXT.moves} sx={{ mt: 3, display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {takes('pack') && (
          <Button
            variant="contained"
            aria-disabled={busy}
            onClick={press({ event: 'pack' })}
            sx={{ borderRadius: pillRadius }}
          >
            {TEXT.pack}
          </Button>
        )}
        {takes('ship') && !shipping && (
          <Button
            variant="contained"
            aria-disabled={busy}
            onClick={() => setShipping(true)}
            sx={{ borderRadius: pillRadius }}
          >
            {TEXT.ship}
          </Button>
        )}
        {takes('deliver') && (
          <Button
            variant="contained"
            aria-disabled={busy}
            onClick={press({ event: 'deliver' })}
            sx={{ borderRadius: pillRadius }}
          >
            {TEXT.deliver}
          </Button>
        )}
        {takes('cancel') && (
          <ConfirmCancel
            wording={CANCEL_WORDING}
            explain={() =>
              nextOrderStatus(order.status, order.paymentMethod, 'cancel') === 'refunded'
                ? TEXT.cancelPaid
                : TEXT.cancelUnpaid
            }
            busy={busy}
            onCancel={() => onMove({ event: 'cancel' })}
          />
        )}
      </Box>
      {takes('ship') && shipping && (
        <ShipForm busy={busy} moving={moving} onShip={onMove} onClose={() => setShipping(false)} />
      )}
    </Box>
  );
}
