// A doctor in the results panel: photo, name, specialities and consultation fee.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { doctorTitle } from '@domain/contract/doctors';
import { formatRupees } from '@domain/money';
import { Picture } from '@ui/components/Picture';
import { optionSx, type OptionOfKind } from './optionProps';

export function DoctorOption({ option, active, ...props }: OptionOfKind<'doctor'>) {
  return (
    <Box
      {...props}
      sx={optionSx(active)}
      aria-label={`${doctorTitle(option.doctor)}, ${formatRupees(option.doctor.appointmentPrice)} consultation, ${option.doctor.specialization.join(', ')}`}
    >
      <Picture
        imageKey={option.doctor.profilePhoto}
        alt=""
        sizes={48}
        width={160}
        sx={{ width: 48, height: 48, flexShrink: 0, borderRadius: '50%' }}
      />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600, fontSize: 15, lineHeight: 1.3 }}>{doctorTitle(option.doctor)}</Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ fontSize: 13, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {option.doctor.specialization.join(' · ')}
        </Typography>
      </Box>
      <Typography sx={{ fontWeight: 700, fontSize: 15, flexShrink: 0 }}>
        {formatRupees(option.doctor.appointmentPrice)}
      </Typography>
    </Box>
  );
}
