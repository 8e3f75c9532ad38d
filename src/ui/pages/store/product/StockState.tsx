// In stock or out of stock, with an icon and colour to match.
import CheckCircleOutlineOutlinedIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import Box from '@mui/material/Box';

export function StockState({ inStock }: { inStock: boolean }) {
  return inStock ? (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'success.main', fontWeight: 600 }}>
      <CheckCircleOutlineOutlinedIcon fontSize="small" aria-hidden="true" /> In stock
    </Box>
  ) : (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'error.main', fontWeight: 600 }}>
      <RemoveCircleOutlineIcon fontSize="small" aria-hidden="true" /> Out of stock
    </Box>
  );
}
