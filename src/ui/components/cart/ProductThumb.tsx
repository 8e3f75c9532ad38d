// A product's small square photo beside its name in a list (decorative: the name says what it
// is); it fills its grid column, drawn at most `size` pixels wide.
import Box from '@mui/material/Box';
import { Picture } from '../Picture';

export function ProductThumb({ photoLink, size }: { photoLink: string; size: number }) {
  return (
    <Box sx={{ borderRadius: 1, overflow: 'hidden', bgcolor: 'surface.photo', alignSelf: 'start' }}>
      <Picture imageKey={photoLink} alt="" sizes={`${size}px`} width={160} />
    </Box>
  );
}
