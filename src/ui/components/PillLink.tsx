// A link to another page that looks like the app's pill-shaped button.
import Button, { type ButtonProps } from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { pillRadius } from '../theme/sx';

export function PillLink({
  href,
  variant = 'contained',
  size,
  sx,
  children,
}: {
  href: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Button
      component={Link}
      href={href}
      variant={variant}
      size={size}
      sx={[{ borderRadius: pillRadius, px: 4 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Button>
  );
}
