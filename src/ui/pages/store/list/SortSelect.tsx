// The sort order of a store list: kept in the URL, chosen from a select.
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useLocation, useSearch } from 'wouter';
import { ITEM_SORTS, type ItemSort } from '../../../../domain/contract/catalogue';
import { DEFAULT_SORT, SORT_LABELS } from '../../../../domain/storeFilters';
import { pillRadius } from '../../../theme/sx';

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
    <FormControl
      size="small"
      sx={{
        minWidth: { xs: 0, sm: 210 },
        flexShrink: 0,
        '& .MuiOutlinedInput-root': { bgcolor: 'background.paper', borderRadius: pillRadius },
        '& select': { pl: 2 },
      }}
    >
      <InputLabel htmlFor={id}>Sort by</InputLabel>
      {/* NativeSelect, not TextField's select: no Menu, Popover or Modal in the page's script. */}
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as ItemSort)}
        input={<OutlinedInput label="Sort by" />}
      >
        {ITEM_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {SORT_LABELS[sort]}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
