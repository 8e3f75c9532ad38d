// A brand in the results panel, as a pill.
import Box from '@mui/material/Box';
import { pillRadius } from '@ui/theme/sx';
import { type OptionOfKind } from './optionProps';

export function BrandOption({ option, active, ...props }: OptionOfKind<'brand'>) {
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
