import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import type { MouseEvent } from 'react';
import { Link } from 'wouter';
import { SHARED_MESSAGES as LABELS } from '@domain/messages/shared';
import { PRODUCT_NAME } from '@domain/product';
import { MAIN_NAV, ROUTES } from '@domain/routes';
import { useLoginFromHere } from '../hooks/useLoginFromHere';
import { useSignedInUid, useSignInKnown } from '../hooks/useSignInKnown';
import { useServices } from '../services/services';
import { headingFont } from '../theme/sx';

export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { session } = useServices();
  const known = useSignInKnown();
  const signedIn = useSignedInUid() !== null;
  const logInFromHere = useLoginFromHere();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 280 } } }}>
      <Box component="nav" aria-label="Menu" sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
        <Box sx={{ px: 2, py: 2, fontFamily: headingFont, fontSize: 26, fontWeight: 700, color: 'primary.main' }}>
          {PRODUCT_NAME}
        </Box>
        <Divider />
        <List>
          {MAIN_NAV.map((link) => (
            <ListItemButton key={link.href} component={Link} href={link.href} onClick={onClose}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
          <ListItemButton component={Link} href={ROUTES.dashboard.href} onClick={onClose}>
            <ListItemText primary="Profile" />
          </ListItemButton>
          <ListItemButton component={Link} href={ROUTES.wishlist.href} onClick={onClose}>
            <ListItemText primary="Wishlist" />
          </ListItemButton>
          <ListItemButton component={Link} href={ROUTES.cart.href} onClick={onClose}>
            <ListItemText primary="Cart" />
          </ListItemButton>
        </List>
        <Box sx={{ mt: 'auto', p: 2 }}>
          {!known ? (
            <Skeleton variant="rounded" role="status" aria-label={LABELS.checkingSignIn} height={36} />
          ) : signedIn ? (
            <Button
              fullWidth
              variant="outlined"
              onClick={() => {
                session.send({ type: 'logout' });
                onClose();
              }}
            >
              Log out
            </Button>
          ) : (
            <Button
              fullWidth
              variant="contained"
              component={Link}
              href={ROUTES.login.href}
              onClick={(event: MouseEvent) => {
                logInFromHere(event);
                onClose();
              }}
            >
              Login
            </Button>
          )}
        </Box>
      </Box>
    </Drawer>
  );
}
