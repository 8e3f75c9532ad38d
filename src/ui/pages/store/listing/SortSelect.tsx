// The sort order of a store list: kept in the URL, chosen from a select.
import { useLocation, useSearch } from 'wouter';
import { ITEM_SORTS, type ItemSort } from '@domain/contract/catalogue';
import { DEFAULT_SORT, SORT_LABELS } from '@domain/storeFilters';
import { LightSelect } from '@ui/components/form/LightSelect';
import { pillRadius } from '@ui/theme/sx';

/** The ?sort= of a list page's URL, and the href for another sort (back to the first page). */
export function useSortParam(): { sort: ItemSort; hrefFor: (sort: ItemSort) => string } {
  const [path] = useLocation();
  const search = useSearch();
  const value = new URLSearchParams(search).get('sort');
  const sort = (ITEM_SORTS as readonly string[]).includes(value ?? '') ? (value as ItemSort) : DEFAULT_SORT;
  const hrefFor = (next: ItemSort) => {
    const params = new URLSearchParams(search);
    params.delete('page');
    if (next === DEFAULT_SORT) params.delete('sort');
    else params.set('sort', next);
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  return { sort, hrefFor };
}

/** Sorting of a product list: a native select, easy to use on phones. */
export function SortSelect({
  value,
  onChange,
  id = 'sort-products',
}: {
  value: ItemSort;
  onChange: (sort: ItemSort) => void;
  id?: string;
}) {
  return (
    <LightSelect
      id={id}
      label="Sort by"
      value={value}
      onChange={(sort) => onChange(sort as ItemSort)}
      sx={{
        minWidth: { xs: 0, sm: 210 },
        flexShrink: 0,
        '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: pillRadius },
        '& select': { pl: 2 },
      }}
    >
      {ITEM_SORTS.map((sort) => (
        <option key={sort} value={sort}>
          {SORT_LABELS[sort]}
        </option>
      ))}
    </LightSelect>
  );
}
