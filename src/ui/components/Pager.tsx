// Previous / next links for paged lists; the page number lives in the URL query (?page=).
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { pageFromSearch } from '@domain/pageNumber';

/** The current page from the URL; moving to another page scrolls back to the top. */
export function usePageNumber(): number {
  const page = pageFromSearch(useSearch());
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    window.scrollTo(0, 0);
  }, [page]);
  return page;
}

export function hrefForPage(path: string, search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What the list holds, for the nav's name: "Product pages". */
  label?: string;
}

export function Pager({ page, pageSize, total, label = 'Pages' }: PagerProps) {
  const [path] = useLocation();
  const search = useSearch();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const previous = page > 1 ? hrefForPage(path, search, Math.min(page - 1, pages)) : null;
  const next = page < pages ? hrefForPage(path, search, page + 1) : null;
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        mt: { xs: 4, md: 6 },
        pt: 3,
        borderTop: 1,
        borderColor: 'surface.border',
      }}
    >
      <PageStep href={previous} rel="prev" />
      <Typography color="text.secondary">
        Page {Math.min(page, pages)} of {pages}
      </Typography>
      <PageStep href={next} rel="next" />
    </Box>
  );
}

/** The link to the page before or after; an empty cell where there is none, so the count stays centred. */
function PageStep({ href, rel }: { href: string | null; rel: 'prev' | 'next' }) {
  if (!href) return <span />;
  const chevron =
    rel === 'prev'
      ? { startIcon: <ChevronLeftIcon aria-hidden="true" /> }
      : { endIcon: <ChevronRightIcon aria-hidden="true" /> };
  return (
    <Button component={Link} href={href} variant="outlined" rel={rel} {...chevron}>
      {rel === 'prev' ? 'Previous' : 'Next'}
    </Button>
  );
}
