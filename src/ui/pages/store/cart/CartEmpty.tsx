// An empty cart: a friendly start with the ways into the shop.
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { ROUTES } from '@domain/routes';
import { IconBubble } from '@ui/components/IconBubble';
import { PillLink } from '@ui/components/PillLink';

export function CartEmpty() {
  return (
    <Card sx={{ p: { xs: 3, md: 6 }, borderRadius: 2, borderColor: 'surface.border', textAlign: 'center' }}>
      <IconBubble size={88} sx={{ mx: 'auto', mb: 3 }}>
        <ShoppingBagOutlinedIcon sx={{ fontSize: 44 }} />
      </IconBubble>
      <Typography component="h2" variant="h3" sx={{ mb: 1.5 }}>
        Your cart is empty
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 440, mx: 'auto', mb: 4, lineHeight: 1.65 }}>
        Explore classical formulations, oils and herbal teas from brands we trust. Whatever you add is kept here for
        you.
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5 }}>
        <PillLink href={ROUTES.store.href} size="large">
          Shop products
        </PillLink>
        <PillLink href={ROUTES.storeConcern.href} variant="outlined" size="large">
          Shop by concern
        </PillLink>
      </Box>
    </Card>
  );
}
