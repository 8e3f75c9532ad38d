// A doctor in a listing: photo, name, qualifications, specializations, languages, experience
// and fee (with the next free slot where the list knows it); the whole card opens the doctor's page.
// A list of doctors is the longest HTML of the site, so a card is lean: its lines' icons are cut
// from the document's shapes, its specializations are plain list items.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { Link } from 'wouter';
import { doctorTitle, type Doctor } from '@domain/contract/doctors';
import { nextSlotText } from '@domain/doctorFilters';
import { formatRupees } from '@domain/money';
import { ROUTES } from '@domain/routes';
import type { Slot } from '@domain/slots';
import { bareList, headingFont, pillRadius } from '@ui/theme/sx';
import { Picture } from './Picture';
import type { CardHeading } from './ProductCard';
import { iconBeforeSx } from './ShapeIcon';
import { linkCardSx, stretchedLinkSx } from './stretchedLink';

interface DoctorCardProps {
  doctor: Doctor;
  headingComponent?: CardHeading;
  /**
   * The doctor's next free slot (null: none soon), with the time it is read against; 'loading'
   * keeps its line's place while it loads; left out where unknown.
   */
  next?: { slot: Slot | null; now: number } | 'loading';
}

export function DoctorCard({ doctor, headingComponent = 'h3', next }: DoctorCardProps) {
  return (
    <Card component="article" sx={linkCardSx}>
      <DoctorIdentity doctor={doctor} headingComponent={headingComponent} />
      <Box sx={{ px: 2, pb: 2, display: 'flex', flexDirection: 'column', gap: 1.25, flexGrow: 1 }}>
        <DoctorFacts doctor={doctor} />
        {next && <NextSlotLine next={next} />}
        <DoctorFee price={doctor.appointmentPrice} />
      </Box>
    </Card>
  );
}

// The card's parts that only the doctor decides are memoised: when the list's next free slots
// arrive, only each card's slot line draws again, not every chip and line of every card.

const DoctorIdentity = memo(function DoctorIdentity({
  doctor,
  headingComponent,
}: {
  doctor: Doctor;
  headingComponent: CardHeading;
}) {
  const name = doctorTitle(doctor);
  return (
    <Box sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'center' }}>
      <Picture
        imageKey={doctor.profilePhoto}
        alt={`Portrait of ${name}`}
        sizes={88}
        width={160}
        sx={{
          width: 88,
          height: 88,
          flexShrink: 0,
          borderRadius: '50%',
          border: '3px solid',
          borderColor: 'surface.ring',
        }}
      />
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component={headingComponent}
          sx={{ fontFamily: headingFont, fontSize: 19, fontWeight: 700, lineHeight: 1.3 }}
        >
          <Box component={Link} href={ROUTES.doctor.href(doctor._id)} sx={stretchedLinkSx}>
            {name}
          </Box>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {doctor.qualifications}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {`${doctor.city}, ${doctor.region}`}
        </Typography>
      </Box>
    </Box>
  );
});

/** A line of the card: its icon, then its text. */
const LINE_SX = { display: 'flex', alignItems: 'center', gap: 1 } as const;
const EXPERIENCE_SX = { ...LINE_SX, ...iconBeforeSx('experience') };
const LANGUAGES_SX = { ...LINE_SX, ...iconBeforeSx('languages') };
const NEXT_SLOT_SX = {
  ...LINE_SX,
  ...iconBeforeSx('nextSlot'),
  color: 'primary.dark',
  fontWeight: 600,
};

/** A specialization, drawn as a small chip. */
const SPECIALITY_SX = {
  display: 'inline-flex',
  alignItems: 'center',
  height: 24,
  px: 1,
  borderRadius: pillRadius,
  bgcolor: 'surface.sage',
  color: 'primary.dark',
  typography: 'body2',
  fontSize: 13,
  fontWeight: 500,
  whiteSpace: 'nowrap',
} as const;

const DoctorFacts = memo(function DoctorFacts({ doctor }: { doctor: Doctor }) {
  return (
    <>
      <Box
        component="ul"
        aria-label="Specializations"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, ...bareList }}
      >
        {doctor.specialization.map((speciality) => (
          <Box component="li" key={speciality} sx={SPECIALITY_SX}>
            {speciality}
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={EXPERIENCE_SX}>
        {`${doctor.experienceYears} years of experience`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={LANGUAGES_SX}>
        {`Speaks ${doctor.languages.join(', ')}`}
      </Typography>
    </>
  );
});

function NextSlotLine({ next }: { next: NonNullable<DoctorCardProps['next']> }) {
  return (
    <Typography variant="body2" sx={NEXT_SLOT_SX}>
      {next === 'loading' ? <Skeleton width="70%" /> : nextSlotText(next.slot, next.now)}
    </Typography>
  );
}

const DoctorFee = memo(function DoctorFee({ price }: { price: number }) {
  return (
    <Box
      sx={{
        mt: 'auto',
        pt: 1.5,
        borderTop: 1,
        borderColor: 'surface.ring',
        display: 'flex',
        alignItems: 'baseline',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Typography sx={{ fontWeight: 700, fontSize: 18 }}>
        {formatRupees(price)}
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}
          per consultation
        </Typography>
      </Typography>
      <Typography
        variant="body2"
        aria-hidden="true"
        sx={{ color: 'primary.main', fontWeight: 600, whiteSpace: 'nowrap' }}
      >
        View profile →
      </Typography>
    </Box>
  );
});
