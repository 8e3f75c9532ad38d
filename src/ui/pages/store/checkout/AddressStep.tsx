// Step 1: choose where the order goes, or add or edit an address; then continue to payment.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSelector } from '@xstate/react';
import { selectedAddress, type Address } from '../../../../domain/address';
import { SHARED_LABELS as LABELS } from '../../../../domain/messages';
import { isFormOpen } from '../../../../machines/addressBook.machine';
import { SurfaceCard } from '../../../components/SurfaceCard';
import { useToastEmitter } from '../../../hooks/useToastEmitter';
import { useServices } from '../../../services/services';
import { pillRadius } from '../../../theme/sx';
import { AddressForm } from './AddressForm';
import { AddressList } from './AddressList';

export function AddressStep({ onContinue }: { onContinue: (address: Address | null) => void }) {
  const { addressBook } = useServices();
  useToastEmitter(addressBook);
  const snapshot = useSelector(addressBook, (s) => s);
  const { book, values, errors, editingId } = snapshot.context;
  const saving = snapshot.matches('saving');

  return (
    <SurfaceCard component="section" aria-labelledby="address-heading">
      <Typography component="h2" variant="h3" id="address-heading" sx={{ mb: 2.5 }}>
        {LABELS.deliveryAddress}
      </Typography>
      {isFormOpen(snapshot) ? (
        <AddressForm
          title={editingId === null ? 'Add a new address' : 'Edit address'}
          values={values}
          errors={errors}
          busy={saving}
          canCancel={book.addresses.length > 0}
          onChange={(field, value) => addressBook.send({ type: 'change', field, value })}
          onSave={() => addressBook.send({ type: 'save' })}
          onCancel={() => addressBook.send({ type: 'cancel' })}
        />
      ) : (
        <>
          <AddressList
            addresses={book.addresses}
            selectedId={book.selectedId}
            busy={saving}
            onChoose={(id) => addressBook.send({ type: 'choose', id })}
            onEdit={(id) => addressBook.send({ type: 'edit', id })}
            onRemove={(id) => addressBook.send({ type: 'remove', id })}
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 1.5, mt: 3 }}>
            <Button
              startIcon={<AddIcon aria-hidden="true" />}
              onClick={() => addressBook.send({ type: 'add' })}
              sx={{ borderRadius: pillRadius }}
            >
              Add a new address
            </Button>
            <Button
              variant="contained"
              size="large"
              disabled={saving}
              onClick={() => onContinue(selectedAddress(book))}
              sx={{ borderRadius: pillRadius, px: 4 }}
            >
              Deliver here
            </Button>
          </Box>
        </>
      )}
    </SurfaceCard>
  );
}
