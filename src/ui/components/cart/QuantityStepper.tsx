// A quantity with − and + buttons, kept between 1 and the most the item allows. A button that
// cannot act now (at a bound, or while the cart is saving) is marked aria-disabled and ignores
// presses but keeps its focus: a disabled button would drop a keyboard user's focus to the page
// on every press, since the cart is busy for a moment after each one.
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { pillRadius } from '@ui/theme/sx';

export function QuantityStepper({
  value,
  max,
  onChange,
  itemName,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Names the item in the buttons' labels, so each stepper on a page is told apart. */
  itemName: string;
  disabled?: boolean;
}) {
  const canLess = !disabled && value > 1;
  const canMore = !disabled && value < max;
  return (
    <Box
      role="group"
      aria-label={`Quantity of ${itemName}`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'surface.border',
        borderRadius: pillRadius,
      }}
    >
      <IconButton
        size="small"
        aria-label={`One less ${itemName}`}
        aria-disabled={!canLess}
        onClick={() => canLess && onChange(value - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
        {value}
      </Typography>
      <IconButton
        size="small"
        aria-label={`One more ${itemName}`}
        aria-disabled={!canMore}
        onClick={() => canMore && onChange(value + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
