// A titled list of the doctor's consultations (today's, or the upcoming ones).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StoreItem } from '@domain/contract/catalogue';
import type { ConsultationNotesBody, DoctorConsultation } from '@domain/contract/consultations';
import { DashboardSection } from '../dashboard/DashboardSection';
import { ConsultationItem } from './ConsultationItem';

export interface AgendaSectionProps {
  id: string;
  title: string;
  empty: string;
  consultations: DoctorConsultation[];
  products: StoreItem[];
  busy: boolean;
  /** The time now: a consultation's outcome can be recorded once it has started. */
  now: number;
  /** Why the last outcome was not saved, and for which consultation. */
  refusal: { consultationId: string; text: string } | null;
  onFindProducts: (query: string) => void;
  onRecord: (consultationId: string, body: ConsultationNotesBody) => void;
}

export function AgendaSection({ id, title, empty, consultations, ...actions }: AgendaSectionProps) {
  return (
    <Box sx={{ mb: 3 }}>
      <DashboardSection id={id} title={title}>
        {consultations.length === 0 ? (
          <Typography color="text.secondary">{empty}</Typography>
        ) : (
          <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
            {consultations.map((consultation) => (
              <ConsultationItem key={consultation._id} consultation={consultation} {...actions} />
            ))}
          </Box>
        )}
      </DashboardSection>
    </Box>
  );
}
