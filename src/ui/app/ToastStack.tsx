// Renders the toaster's toasts through notistack; the toast machines decide when they hide.
// Loaded with the first toast (see Toasts), so notistack is not part of the first page load.
import CloseIcon from '@mui/icons-material/Close';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { useSelector } from '@xstate/react';
import { SnackbarProvider, useSnackbar, type VariantType } from 'notistack';
import { useEffect, useMemo } from 'react';
import type { ToastKind } from '@domain/toast';
import type { ToastRef } from '@machines/toaster.machine';
import { useServices } from '../services/services';

const VARIANT: Record<ToastKind, VariantType> = {
  alert: 'warning',
  info: 'info',
  error: 'error',
  success: 'success',
  loading: 'default',
};

let showings = 0;

function ToastItem({ toastRef }: { toastRef: ToastRef }) {
  const { toaster } = useServices();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const id = useSelector(toastRef, (s) => s.context.id);
  const text = useSelector(toastRef, (s) => s.context.text);
  const type = useSelector(toastRef, (s) => s.context.type);
  const hiding = useSelector(toastRef, (s) => !s.matches('visible'));
  // Unique per showing: a toast id that comes back with the same kind and text (a second
  // save) must not collide with its previous snackbar while that one is still leaving.
  const key = useMemo(() => `${id}:${type}:${text}:${(showings += 1)}`, [id, type, text]);

  useEffect(() => {
    enqueueSnackbar(text, {
      key,
      variant: VARIANT[type],
      persist: true,
      ...(type === 'loading'
        ? { iconVariant: { default: <CircularProgress size={18} color="inherit" sx={{ mr: 1.5 }} /> } }
        : {}),
      action: () => (
        <IconButton
          size="small"
          color="inherit"
          aria-label="Dismiss notification"
          onClick={() => toaster.send({ type: 'dismiss', id })}
        >
          <CloseIcon fontSize="small" />
        </IconButton>
      ),
    });
    return () => closeSnackbar(key);
  }, [key, id, text, type, enqueueSnackbar, closeSnackbar, toaster]);

  useEffect(() => {
    if (hiding) closeSnackbar(key);
  }, [hiding, key, closeSnackbar]);

  return null;
}

export default function ToastStack({ toasts }: { toasts: ToastRef[] }) {
  return (
    <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      {toasts.map((ref) => (
        <ToastItem key={ref.id} toastRef={ref} />
      ))}
    </SnackbarProvider>
  );
}
