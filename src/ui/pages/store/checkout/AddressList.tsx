// The saved addresses as a radio group (the chosen one delivers the order), each with edit and remove.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import type { Address } from '@domain/address';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import { AddressBlock } from '@ui/components/order/AddressBlock';

interface AddressListProps {
  addresses: readonly Address[];
  selectedId: string | null;
  busy: boolean;
  onChoose: (id: string) => void;
  onEdit: (id: string) => void;
  onRemove: (id: string) => void;
}

export function AddressList({ addresses, selectedId, busy, onChoose, onEdit, onRemove }: AddressListProps) {
  return (
    <Box role="radiogroup" aria-label={LABELS.deliveryAddress} sx={{ display: 'grid', gap: 1.5 }}>
      {addresses.map((address) => {
        const chosen = address._id === selectedId;
        const labelId = `address-${address._id}-label`;
        return (
          <Box
            key={address._id}
            sx={{
              display: 'flex',
              gap: 1,
              alignItems: 'flex-start',
              p: 1.5,
              border: 1,
              borderRadius: 2,
              borderColor: chosen ? 'primary.main' : 'surface.border',
            }}
          >
            <Radio
              checked={chosen}
              disabled={busy}
              onChange={() => onChoose(address._id)}
              slotProps={{ input: { 'aria-labelledby': labelId } }}
            />
            <Box id={labelId} sx={{ flex: 1, pt: 1 }}>
              <AddressBlock address={address} />
            </Box>
            <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 0.5 }}>
              <Button size="small" disabled={busy} onClick={() => onEdit(address._id)} aria-describedby={labelId}>
                Edit
              </Button>
              <Button
                size="small"
                color="error"
                disabled={busy}
                onClick={() => onRemove(address._id)}
                aria-describedby={labelId}
              >
                Remove
              </Button>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
