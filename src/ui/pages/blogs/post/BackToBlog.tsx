// The way back to the blog's list.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link } from 'wouter';
import { ROUTES } from '@domain/routes';

export function BackToBlog({ sx }: { sx?: object }) {
  return (
    <Button
      component={Link}
      href={ROUTES.blogs.href}
      startIcon={<ArrowBackIcon aria-hidden="true" />}
      sx={{ ml: -1, ...sx }}
    >
      More from the blog
    </Button>
  );
}
