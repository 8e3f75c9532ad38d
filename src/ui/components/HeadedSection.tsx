// A page band headed by its own section heading: the heading's id labels the band.
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { PageSection } from './PageSection';
import { SectionHeading, type SectionHeadingProps } from './SectionHeading';

export function HeadedSection({
  children,
  sx,
  containerSx,
  ...heading
}: SectionHeadingProps & { children: ReactNode; sx?: SxProps<Theme>; containerSx?: SxProps<Theme> }) {
  return (
    <PageSection labelledBy={heading.id} sx={sx} containerSx={containerSx}>
      <SectionHeading {...heading} />
      {children}
    </PageSection>
  );
}
