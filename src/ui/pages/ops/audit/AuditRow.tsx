// One audit entry: what was done to what, by whom and when (India time), and each field it
// changed with its value before and after.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditEntry } from '@domain/contract/ops';
import { formatIndiaDateTime } from '@domain/indiaTime';
import { OPS_DESK_MESSAGES as TEXT } from '@domain/messages/opsDesk';
import { auditChanges } from '@domain/ops';
import { SurfaceCard } from '@ui/components/SurfaceCard';

export function AuditRow({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  return (
    <SurfaceCard component="li" sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1.5 }}>
        <Typography sx={{ fontWeight: 700 }}>{TEXT.auditActions[entry.action]}</Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {TEXT.auditTarget(TEXT.auditTargets[entry.target.kind], entry.target._id)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {TEXT.auditBy(entry.actor.name ?? entry.actor.uid, formatIndiaDateTime(entry.at))}
        </Typography>
      </Box>
      {changes.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {changes.map((change) => (
            <Typography component="li" variant="body2" key={change.field} sx={{ overflowWrap: 'anywhere' }}>
              {TEXT.auditChange(change.field, change.before || TEXT.auditNone, change.after || TEXT.auditNone)}
            </Typography>
          ))}
        </Box>
      )}
    </SurfaceCard>
  );
}
