// A product's name as a link to its page, in a cart or wishlist line.
import MuiLink from '@mui/material/Link';
import { Link } from 'wouter';
import { ROUTES } from '@domain/routes';

export function ProductNameLink({ itemId, name }: { itemId: string; name: string }) {
  return (
    <MuiLink
      component={Link}
      href={ROUTES.storeItem.href(itemId)}
      sx={{ fontWeight: 600, color: 'text.primary', lineHeight: 1.35 }}
    >
      {name}
    </MuiLink>
  );
}
