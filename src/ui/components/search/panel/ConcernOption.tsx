// A concern page the query names, in the results panel: its name, how many products it has, and
// the symptom that named it ("for Acidity").
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { countOf } from '@domain/plural';
import { matchReason } from '@domain/search';
import { ConcernIcon } from '@ui/components/ConcernTile';
import { IconBubble } from '@ui/components/IconBubble';
import { optionSx, type OptionOfKind } from './optionProps';

export function ConcernOption({ option, active, ...props }: OptionOfKind<'concern'>) {
  const { name, matchedFor, itemCount } = option.concern;
  const products = countOf(itemCount, 'product');
  return (
    <Box
      {...props}
      sx={optionSx(active)}
      aria-label={`${name}${matchedFor ? `, ${matchReason(matchedFor)}` : ''}, ${products}`}
    >
      <IconBubble size={48} tone="saffron" square>
        <ConcernIcon concernId={option.concern._id} />
      </IconBubble>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600, fontSize: 15, lineHeight: 1.3 }}>
          {name}
          {matchedFor && (
            <Box component="span" sx={{ color: 'success.main', fontWeight: 600, fontSize: 13 }}>
              {` · ${matchReason(matchedFor)}`}
            </Box>
          )}
        </Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontSize: 13, flexShrink: 0 }}>
        {products}
      </Typography>
    </Box>
  );
}
