// A product: photos, name, brand, price, pack size, stock, what it is, what is in it, how to
// take it, and what customers say.
import { SITE_MESSAGES } from '@domain/messages/site';
import { ROUTES } from '@domain/routes';
import { OneThingPage } from '@ui/components/OneThingPage';
import { useResource } from '@ui/hooks/useResource';
import { PAGE_TITLES } from '@ui/seo/titles';
import { ProductDetails } from './product/ProductDetails';
import { ProductSkeleton } from './product/ProductSkeleton';

export default function ProductPage({ itemId }: { itemId: string }) {
  const item = useResource({ kind: 'storeItem', id: itemId });
  return (
    <OneThingPage
      resource={item}
      title={{ of: (data) => data.name, generic: PAGE_TITLES.product, missing: PAGE_TITLES.productMissing }}
      skeleton={<ProductSkeleton />}
      missingText={SITE_MESSAGES.productMissing}
      unavailable={{ title: SITE_MESSAGES.productUnavailable, text: SITE_MESSAGES.productUnavailableDetail }}
      back={{ href: ROUTES.store.href, label: 'Shop all products' }}
    >
      {(data) => <ProductDetails item={data} />}
    </OneThingPage>
  );
}
