import MenuIcon from '@mui/icons-material/Menu';
import SearchIcon from '@mui/icons-material/Search';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import AppBar from '@mui/material/AppBar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { countOf } from '@domain/plural';
import { PRODUCT_NAME } from '@domain/product';
import { MAIN_NAV, ROUTES } from '@domain/routes';
import { showsSearchBox } from '@domain/searchOptions';
import { cartBadgeCount } from '@machines/cart.machine';
import { useSignInKnown } from '../hooks/useSignInKnown';
import { useServices } from '../services/services';
import { headingFont } from '../theme/sx';
import { AccountButton } from './AccountButton';
import { NotificationBell } from './NotificationBell';
import { DesktopSearchField } from './search/DesktopSearchField';
import { SearchBox } from './search/SearchBox';
import { ShapeIcon } from './ShapeIcon';

/** The phone menu (and MUI's Drawer with it) loads when it is first opened. */
const MobileDrawer = lazy(() => import('./MobileDrawer').then(({ MobileDrawer }) => ({ default: MobileDrawer })));

function isCurrent(location: string, href: string): boolean {
  return href === ROUTES.home.href ? location === href : location === href || location.startsWith(`${href}/`);
}

export function Navbar() {
  const { cart, wishlist } = useServices();
  const [location] = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Stays mounted once opened, so it can play its closing slide.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const known = useSignInKnown();
  // The counts come from this device and the account: until the sign-in state is known (always so
  // at the first render, which must equal the server's HTML) they are not shown, not even hidden.
  const cartCount = useSelector(cart, (s) => (known ? cartBadgeCount(s.context) : 0));
  const wishlistCount = useSelector(wishlist, (s) => (known ? s.context.items.length : 0));

  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar component="nav" aria-label="Main" sx={{ gap: 1, maxWidth: 1280, width: '100%', mx: 'auto' }}>
        <IconButton
          edge="start"
          aria-label="Open menu"
          onClick={() => setDrawerOpen(true)}
          sx={{ display: { md: 'none' } }}
        >
          <MenuIcon />
        </IconButton>
        <Box
          component={Link}
          href={ROUTES.home.href}
          aria-label={`${PRODUCT_NAME} home`}
          sx={{
            fontFamily: headingFont,
            fontSize: 28,
            fontWeight: 700,
            color: 'primary.main',
            textDecoration: 'none',
            mr: 2,
            letterSpacing: 0.5,
          }}
        >
          {PRODUCT_NAME}
        </Box>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, flexGrow: 1 }}>
          {MAIN_NAV.map((link) => (
            <Button
              key={link.href}
              component={Link}
              href={link.href}
              color="inherit"
              aria-current={isCurrent(location, link.href) ? 'page' : undefined}
              sx={{
                color: isCurrent(location, link.href) ? 'primary.main' : 'text.primary',
                fontWeight: isCurrent(location, link.href) ? 700 : 500,
              }}
            >
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: { xs: 1, md: 0 } }} />
        {showsSearchBox(location) && (
          <>
            {/* Desktop: a field that submits to /search; too narrow for it, a link there. */}
            <Box sx={{ display: { xs: 'none', lg: 'flex' }, flex: '0 1 360px', minWidth: 220, mr: 0.5 }}>
              <DesktopSearchField />
            </Box>
            <IconButton
              component={Link}
              href={ROUTES.search.href()}
              aria-label="Search"
              sx={{ display: { xs: 'none', md: 'inline-flex', lg: 'none' } }}
            >
              <SearchIcon />
            </IconButton>
          </>
        )}
        <IconButton
          component={Link}
          href={ROUTES.wishlist.href}
          aria-label={known ? `Wishlist, ${countOf(wishlistCount, 'item')}` : 'Wishlist'}
          sx={{ display: { xs: 'none', md: 'inline-flex' } }}
        >
          <Badge badgeContent={wishlistCount} color="secondary" showZero invisible={!known}>
            <ShapeIcon icon="heartOutline" />
          </Badge>
        </IconButton>
        <NotificationBell />
        <IconButton
          component={Link}
          href={ROUTES.cart.href}
          aria-label={known ? `Cart, ${countOf(cartCount, 'item')}` : 'Cart'}
        >
          <Badge badgeContent={cartCount} color="secondary" showZero invisible={!known}>
            <ShoppingBagOutlinedIcon />
          </Badge>
        </IconButton>
        <AccountButton />
      </Toolbar>
      {/* The live search box is mobile only and not on /search. */}
      {showsSearchBox(location) && (
        <Box sx={{ display: { xs: 'block', md: 'none' }, px: 2, pb: 1.25 }}>
          <SearchBox />
        </Box>
      )}
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        </Suspense>
      )}
    </AppBar>
  );
}
