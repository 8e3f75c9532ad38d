// A product in the results panel: photo, name, brand, price and any discount, and why it was found
// when it matched only through a synonym ("for Acidity").
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDiscount, formatRupees } from '@domain/money';
import { matchReason } from '@domain/search';
import { Picture } from '@ui/components/Picture';
import { optionSx, type OptionOfKind } from './optionProps';

export function ItemOption({ option, active, ...props }: OptionOfKind<'item'>) {
  return (
    <Box
      {...props}
      sx={optionSx(active)}
      aria-label={`${option.item.name}, ${option.item.brandDetails.brandName}${option.item.matchedFor ? `, ${matchReason(option.item.matchedFor)}` : ''}, ${formatRupees(option.item.sellingPrice)}${option.item.discount > 0 ? `, MRP ${formatRupees(option.item.costPrice)}, ${formatDiscount(option.item.discount)}` : ''}`}
    >
      <Box
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'surface.photo',
        }}
      >
        {option.item.photoLinks[0] && <Picture imageKey={option.item.photoLinks[0]} alt="" sizes={48} width={160} />}
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          sx={{
            fontWeight: 600,
            fontSize: 15,
            lineHeight: 1.3,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {option.item.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13 }}>
          {option.item.brandDetails.brandName}
          {option.item.matchedFor && (
            <Box component="span" sx={{ color: 'success.main', fontWeight: 600 }}>
              {` · ${matchReason(option.item.matchedFor)}`}
            </Box>
          )}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 700, fontSize: 15 }}>{formatRupees(option.item.sellingPrice)}</Typography>
        {option.item.discount > 0 && (
          <Typography variant="body2" sx={{ fontSize: 12, color: 'text.secondary', whiteSpace: 'nowrap' }}>
            <Box component="s">{formatRupees(option.item.costPrice)}</Box>{' '}
            <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
              {formatDiscount(option.item.discount)}
            </Box>
          </Typography>
        )}
      </Box>
    </Box>
  );
}
