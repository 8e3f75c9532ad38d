// A quantity with − and + buttons, kept between 1 and the most the item allows.
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { pillRadius } from '../../theme/sx';

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
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
        {value}
      </Typography>
      <IconButton
        size="small"
        aria-label={`One more ${itemName}`}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
