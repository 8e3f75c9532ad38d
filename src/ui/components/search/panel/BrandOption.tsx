// A brand in the results panel, as a pill.
import Box from '@mui/material/Box';
import type { SearchOption } from '@domain/searchOptions';
import { pillRadius } from '@ui/theme/sx';
import { type OptionProps } from './optionProps';

export function BrandOption({
  option,
  active,
  ...props
}: { option: Extract<SearchOption, { kind: 'brand' }>; active: boolean } & OptionProps) {
  return (
    <Box
      {...props}
      sx={{
        px: 1.5,
        py: 0.75,
        borderRadius: pillRadius,
        fontSize: 14,
        fontWeight: 600,
        cursor: 'pointer',
        border: 1,
        borderColor: active ? 'primary.main' : 'surface.borderStrong',
        bgcolor: active ? 'surface.sage' : 'background.paper',
        color: 'primary.dark',
        outline: active ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: 1,
      }}
    >
      {option.brand.brandName}
    </Box>
  );
}
