// The heading of a booking step after the slot (mode, intake). It takes focus when its step
// appears, so a keyboard or screen-reader user lands on the new step and hears its name, and the
// next Tab goes on into the step (WAI-ARIA multi-step form practice).
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

export function StepHeading({
  id,
  headingRef,
  children,
}: {
  id?: string;
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  return (
    <Typography
      component="h3"
      id={id}
      ref={headingRef}
      tabIndex={-1}
      sx={{ fontWeight: 700, color: 'text.primary', mb: 0.5, outline: 'none' }}
    >
      {children}
    </Typography>
  );
}
