// The mobile search box: a combobox whose results panel the search machine runs.
// Rejected characters never reach the field, because it shows the machine's query.
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import { useActorRef } from '@xstate/react';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { countOf } from '@domain/plural';
import { ROUTES } from '@domain/routes';
import { SEARCH_PLACEHOLDERS, searchRouteOf, type SearchOption } from '@domain/searchOptions';
import { useServices } from '@ui/services/services';
import { pillRadius } from '@ui/theme/sx';
import { visuallyHiddenSx } from '../stretchedLink';
import { optionDomId } from './panel/optionProps';
import { preloadResultsPanel, ResultsPopup } from './ResultsPopup';
import { useSearchPanelView } from './useSearchPanelView';

function viewportWidth(): number {
  return typeof window === 'undefined' ? 0 : window.innerWidth;
}

export function SearchBox() {
  const { machines } = useServices();
  const [location, navigate] = useLocation();
  const actor = useActorRef(machines.search, { input: { width: viewportWidth(), ...searchRouteOf(location) } });
  const listboxId = `${useId().replace(/:/g, '')}-results`;
  const inputRef = useRef<HTMLInputElement>(null);

  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actor.send({ type: 'route', ...searchRouteOf(location) });
  }, [actor, location]);

  useEffect(() => {
    const onResize = () => actor.send({ type: 'resize', width: viewportWidth() });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [actor]);

  const { query, scope, open, shown, browsing, options, view, panelShown, listboxShown, activeOption } =
    useSearchPanelView(actor, listboxId);

  const choose = (option: SearchOption) => {
    actor.send({ type: 'close' });
    navigate(option.href);
  };
  const close = () => actor.send({ type: 'close' });

  // Escape closes the panel wherever the focus is: it opens by default on some pages, unfocused.
  useEffect(() => {
    if (!panelShown) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) actor.send({ type: 'close' });
    };
    document.addEventListener('keydown', onEscape);
    return () => document.removeEventListener('keydown', onEscape);
  }, [actor, panelShown]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      actor.send({ type: 'move', by: event.key === 'ArrowDown' ? 1 : -1 });
    } else if (event.key === 'Escape') {
      if (panelShown) event.preventDefault();
      actor.send({ type: 'close' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (panelShown && activeOption) choose(activeOption);
      else if (!browsing) {
        actor.send({ type: 'close' });
        navigate(ROUTES.search.href(query.trim()));
      }
    }
  };
  // Leaving the box (focus moving outside it) closes the panel.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) actor.send({ type: 'close' });
  };
  const clear = () => {
    actor.send({ type: 'input', value: '' });
    inputRef.current?.focus();
  };

  const label = scope === 'doctors' ? 'Search doctors' : 'Search products, brands and doctors';
  return (
    <ClickAwayListener
      onClickAway={() => {
        if (open) actor.send({ type: 'close' });
      }}
    >
      <Box role="search" aria-label="Site search" onBlur={onBlur} sx={{ position: 'relative', width: '100%' }}>
        <Box component="label" htmlFor={`${listboxId}-input`} sx={visuallyHiddenSx}>
          {label}
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            pl: 1.5,
            pr: 0.5,
            height: 44,
            borderRadius: pillRadius,
            bgcolor: 'surface.field',
            border: 1,
            borderColor: panelShown ? 'primary.main' : 'surface.fieldBorder',
            '&:focus-within': {
              borderColor: 'primary.main',
              bgcolor: 'background.paper',
              boxShadow: (theme) => theme.elevation.focusRing,
            },
          }}
        >
          <SearchIcon aria-hidden="true" sx={{ color: 'text.secondary', fontSize: 22 }} />
          <InputBase
            inputRef={inputRef}
            value={query}
            placeholder={SEARCH_PLACEHOLDERS[scope]}
            onChange={(event) => actor.send({ type: 'input', value: event.target.value })}
            onFocus={() => {
              preloadResultsPanel();
              actor.send({ type: 'open' });
            }}
            onKeyDown={onKeyDown}
            sx={{ flexGrow: 1, fontSize: 16, '& input::placeholder': { color: 'accent.placeholder', opacity: 1 } }}
            inputProps={{
              id: `${listboxId}-input`,
              role: 'combobox',
              type: 'text',
              autoComplete: 'off',
              autoCorrect: 'off',
              spellCheck: false,
              enterKeyHint: 'search',
              'aria-autocomplete': 'list',
              'aria-expanded': listboxShown,
              'aria-controls': listboxId,
              'aria-activedescendant': listboxShown && activeOption ? optionDomId(listboxId, activeOption) : undefined,
            }}
          />
          {query !== '' && (
            <IconButton size="small" aria-label="Clear search" onClick={clear} sx={{ color: 'text.secondary' }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          )}
        </Box>
        <ResultsPopup shown={panelShown} view={view} onChoose={choose} onViewAll={close} onClose={close} />
        <Box role="status" sx={visuallyHiddenSx}>
          {shown ? (options.length === 0 ? 'No suggestions' : countOf(options.length, 'suggestion')) : ''}
        </Box>
      </Box>
    </ClickAwayListener>
  );
}
