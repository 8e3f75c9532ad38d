// The products the doctor recommended after the consultation, each added to the cart in one tap.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { ROUTES } from '@domain/routes';
import { useResource } from '@ui/hooks/useResource';
import { useServices } from '@ui/services/services';
import { bareList } from '@ui/theme/sx';

export function RecommendedItems({ itemIds }: { itemIds: readonly string[] }) {
  const { cart } = useServices();
  return (
    <Box>
      <Typography sx={{ fontWeight: 700, mb: 1 }}>Recommended by your doctor</Typography>
      <Box component="ul" aria-label="Recommended products" sx={{ ...bareList, display: 'grid', gap: 1 }}>
        {itemIds.map((itemId) => (
          <RecommendedItem key={itemId} itemId={itemId} />
        ))}
      </Box>
      {itemIds.length > 1 && (
        <Button
          variant="contained"
          sx={{ mt: 1.5 }}
          onClick={() => cart.send({ type: 'cart.addAll', itemIds: [...itemIds] })}
        >
          Add all to cart
        </Button>
      )}
    </Box>
  );
}

function RecommendedItem({ itemId }: { itemId: string }) {
  const { cart } = useServices();
  const item = useResource({ kind: 'storeItem', id: itemId });
  const name = item.status === 'ready' ? item.data.name : itemId;
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
      <Link component={RouterLink} href={ROUTES.storeItem.href(itemId)}>
        {name}
      </Link>
      <Button
        size="small"
        variant="outlined"
        aria-label={`Add ${name} to cart`}
        onClick={() => cart.send({ type: 'cart.add', itemId, quantity: 1 })}
      >
        Add to cart
      </Button>
    </Box>
  );
}
