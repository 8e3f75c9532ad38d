// The mobile search box (spec §2): a combobox whose results panel the search machine runs.
// Rejected characters never reach the field, because it shows the machine's query.
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { useLocation } from 'wouter';
import { countOf } from '../../../domain/plural';
import { ROUTES } from '../../../domain/routes';
import { SEARCH_PLACEHOLDERS, searchOptions, searchRouteOf, type SearchOption } from '../../../machines/searchOptions';
import { useServices } from '../../services/services';
import { pillRadius } from '../../theme/sx';
import { visuallyHiddenSx } from '../stretchedLink';
import { optionDomId } from './panel/optionProps';
import { SearchResultsPanel, type SearchPanelView } from './SearchResultsPanel';

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

  const query = useSelector(actor, (s) => s.context.query);
  const scope = useSelector(actor, (s) => s.context.scope);
  const open = useSelector(actor, (s) => s.matches({ panel: 'open' }));
  const active = useSelector(actor, (s) => s.context.active);
  const brandMatches = useSelector(actor, (s) => s.context.brandMatches);
  const items = useSelector(actor, (s) => s.context.items);
  const doctors = useSelector(actor, (s) => s.context.doctors);
  const skipped = useSelector(actor, (s) => s.matches({ query: 'skipped' }));
  const shown = useSelector(actor, (s) => s.matches({ query: 'shown' }));
  const itemsLoading = useSelector(actor, (s) =>
    s.matches({ query: { searching: { items: 'loading', progress: 'stalled' } } }),
  );
  const doctorsLoading = useSelector(actor, (s) =>
    s.matches({ query: { searching: { doctors: 'loading', progress: 'stalled' } } }),
  );

  const browsing = query.trim() === '';
  const options = searchOptions({ brandMatches, items, doctors });
  const view: SearchPanelView = {
    listboxId,
    query,
    options,
    active,
    browsing,
    itemsLoading,
    doctorsLoading,
    empty: shown && options.length === 0,
    showsItems: scope === 'all',
  };
  const hasContent = browsing ? options.length > 0 : !skipped;
  const panelShown = open && hasContent;
  const listboxShown = panelShown && (options.length > 0 || itemsLoading || doctorsLoading);
  const activeOption = options[active];

  const choose = (option: SearchOption) => {
    actor.send({ type: 'close' });
    navigate(option.href);
  };
  const viewAll = () => actor.send({ type: 'close' });

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
      <Box
        role="search"
        aria-label="Site search"
        onBlur={onBlur}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && event.target !== inputRef.current) actor.send({ type: 'close' });
        }}
        sx={{ position: 'relative', width: '100%' }}
      >
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
            onFocus={() => actor.send({ type: 'open' })}
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
        {panelShown ? (
          <Paper
            elevation={8}
            sx={{
              position: 'absolute',
              top: 'calc(100% + 8px)',
              left: 0,
              right: 0,
              zIndex: 1,
              maxHeight: 'min(70vh, 560px)',
              overflowY: 'auto',
              borderRadius: 2,
              border: 1,
              borderColor: 'surface.border',
              py: 0.5,
            }}
          >
            <SearchResultsPanel view={view} onChoose={choose} onViewAll={viewAll} />
          </Paper>
        ) : (
          // The combobox's aria-controls names the listbox even while it is closed.
          <Box role="listbox" id={listboxId} aria-label="Search results" hidden />
        )}
        <Box role="status" sx={visuallyHiddenSx}>
          {shown ? (options.length === 0 ? 'No suggestions' : countOf(options.length, 'suggestion')) : ''}
        </Box>
      </Box>
    </ClickAwayListener>
  );
}
