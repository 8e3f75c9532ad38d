// A titled list of the doctor's consultations (today's, or the upcoming ones).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DoctorConsultation } from '@domain/contract/consultations';
import { bareList } from '@ui/theme/sx';
import { DashboardSection } from '../dashboard/DashboardSection';
import { ConsultationItem, type ConsultationItemProps } from './ConsultationItem';

/** A section's title and consultations, and what each consultation item takes. */
export interface AgendaSectionProps extends Omit<ConsultationItemProps, 'consultation'> {
  id: string;
  title: string;
  empty: string;
  consultations: DoctorConsultation[];
}

export function AgendaSection({ id, title, empty, consultations, ...actions }: AgendaSectionProps) {
  return (
    <Box sx={{ mb: 3 }}>
      <DashboardSection id={id} title={title}>
        {consultations.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <Box component="ul" aria-labelledby={id} sx={{ ...bareList, display: 'grid', gap: 2 }}>
            {consultations.map((consultation) => (
              <ConsultationItem key={consultation._id} consultation={consultation} {...actions} />
            ))}
          </Box>
        )}
      </DashboardSection>
    </Box>
  );
}
