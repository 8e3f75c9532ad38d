// The way back from one record to its list (an order to the orders), above the record.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { pillRadius } from '../theme/sx';

export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button
      component={Link}
      href={href}
      startIcon={<ArrowBackIcon aria-hidden="true" />}
      sx={{ mb: 2, borderRadius: pillRadius }}
    >
      {children}
    </Button>
  );
}
