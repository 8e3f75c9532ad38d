// The heading of a step in a multi-step flow (the booking panel's mode and intake, the checkout's
// address, payment and review). It takes focus when its step appears, so a keyboard or
// screen-reader user lands on the new step and hears its name, and the next Tab goes on into the
// step (WAI-ARIA multi-step form practice). Focusable from script only (tabIndex -1).
import type { SxProps, Theme } from '@mui/material/styles';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

/** The booking panel's step headings: a bold line of body text. */
const PLAIN_STEP = { fontWeight: 700, color: 'text.primary', mb: 0.5 } as const;

export function StepHeading({
  id,
  headingRef,
  component = 'h3',
  variant,
  sx = PLAIN_STEP,
  children,
}: {
  id?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  component?: 'h2' | 'h3';
  variant?: TypographyProps['variant'];
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Typography
      component={component}
      variant={variant}
      id={id}
      ref={headingRef}
      tabIndex={-1}
      sx={[{ outline: 'none' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Typography>
  );
}
