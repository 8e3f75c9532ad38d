// The shop's filter panel, fed by the store filters machine: while a shopper ticks choices only
// the panels draw again, not the page with its 21 products.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { Brand, ItemCategory } from '@domain/contract/catalogue';
import type { storeFiltersMachine } from '@machines/storeFilters.machine';
import { FilterPanel } from './filters/FilterPanel';

export function StoreFilterPanel({
  actor,
  idPrefix,
  brands,
  categories,
}: {
  actor: ActorRefFrom<typeof storeFiltersMachine>;
  idPrefix: string;
  brands: readonly Brand[];
  categories: readonly ItemCategory[];
}) {
  const draft = useSelector(actor, (s) => s.context.draft);
  const price = useSelector(actor, (s) => s.context.price);
  const priceError = useSelector(actor, (s) => s.context.priceError);
  return (
    <FilterPanel
      idPrefix={idPrefix}
      filters={draft}
      price={price}
      priceError={priceError}
      brands={brands}
      categories={categories}
      send={actor.send}
    />
  );
}
