// What every option of the results panel shares: its DOM id, its ARIA role and events, its look.
import type { Theme } from '@mui/material/styles';
import type { SearchOption } from '@domain/searchOptions';

export const optionDomId = (listboxId: string, option: SearchOption) => `${listboxId}-${option.id}`;

/** The attributes that make an element an option of the panel's listbox. */
export interface OptionProps {
  id: string;
  role: string;
  'aria-selected': boolean;
  onMouseDown: (event: { preventDefault: () => void }) => void;
  onClick: () => void;
}

/** What a component showing one kind of option takes: the option, whether it is the active one, its attributes. */
export type OptionOfKind<K extends SearchOption['kind']> = {
  option: Extract<SearchOption, { kind: K }>;
  active: boolean;
} & OptionProps;

/** The option's attributes in the listbox `listboxId`; a click chooses it, leaving the focus where it is. */
export function optionPropsOf(
  listboxId: string,
  option: SearchOption,
  selected: boolean,
  onChoose: (option: SearchOption) => void,
): OptionProps {
  return {
    id: optionDomId(listboxId, option),
    role: 'option',
    'aria-selected': selected,
    onMouseDown: (event) => event.preventDefault(),
    onClick: () => onChoose(option),
  };
}

export function optionSx(active: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: 1.5,
    px: 2,
    py: 1,
    cursor: 'pointer',
    bgcolor: active ? 'surface.sage' : 'transparent',
    boxShadow: active ? (theme: Theme) => `inset 3px 0 0 ${theme.palette.primary.main}` : 'none',
    '&:hover': { bgcolor: active ? 'surface.sage' : 'surface.hover' },
  } as const;
}
