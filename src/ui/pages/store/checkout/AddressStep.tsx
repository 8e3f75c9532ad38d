// Step 1: choose where the order goes, or add or edit an address; then continue to payment.
// Opening the form focuses its heading; closing it (saved or cancelled) focuses the step's, since
// the button pressed is gone either way and focus would fall back to the page.
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useSelector } from '@xstate/react';
import { useEffect, useRef, type RefObject } from 'react';
import { selectedAddress, type Address } from '@domain/address';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import { isFormOpen } from '@machines/addressBook.machine';
import { StepHeading } from '@ui/components/StepHeading';
import { SurfaceCard } from '@ui/components/SurfaceCard';
import { useLazyMachine } from '@ui/hooks/useLazyMachine';
import { useToastEmitter } from '@ui/hooks/useToastEmitter';
import { useServices } from '@ui/services/services';
import { pillRadius } from '@ui/theme/sx';
import { AddressForm } from './AddressForm';
import { AddressList } from './AddressList';

export function AddressStep({
  onContinue,
  headingRef,
}: {
  onContinue: (address: Address | null) => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const addressBook = useLazyMachine(useServices().addressBook);
  useToastEmitter(addressBook);
  const snapshot = useSelector(addressBook, (s) => s);
  const { book, values, errors, editingId } = snapshot.context;
  const saving = snapshot.matches('saving');
  const formOpen = isFormOpen(snapshot);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const formShown = useRef(formOpen);
  useEffect(() => {
    if (formShown.current === formOpen) return;
    formShown.current = formOpen;
    (formOpen ? formHeading : headingRef).current?.focus();
  }, [formOpen, headingRef]);

  return (
    <SurfaceCard component="section" aria-labelledby="address-heading">
      <StepHeading component="h2" variant="h3" id="address-heading" headingRef={headingRef} sx={{ mb: 2.5 }}>
        {LABELS.deliveryAddress}
      </StepHeading>
      {formOpen ? (
        <AddressForm
          title={editingId === null ? 'Add a new address' : 'Edit address'}
          values={values}
          errors={errors}
          busy={saving}
          findingPlace={snapshot.matches({ editing: 'findingPlace' })}
          headingRef={formHeading}
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
