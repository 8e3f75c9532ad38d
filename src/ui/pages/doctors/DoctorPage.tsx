// A doctor: photo, name, qualifications, experience, languages, specializations, location,
// fee and their own words.
import { doctorTitle } from '@domain/contract/doctors';
import { SITE_MESSAGES } from '@domain/messages/site';
import { ROUTES } from '@domain/routes';
import { OneThingPage } from '@ui/components/OneThingPage';
import { useResource } from '@ui/hooks/useResource';
import { PAGE_TITLES } from '@ui/seo/titles';
import { DoctorProfile } from './doctor/DoctorProfile';
import { DoctorProfileSkeleton } from './doctor/DoctorProfileSkeleton';

export default function DoctorPage({ doctorId }: { doctorId: string }) {
  const doctor = useResource({ kind: 'doctor', id: doctorId });
  return (
    <OneThingPage
      resource={doctor}
      title={{ of: doctorTitle, generic: PAGE_TITLES.doctor, missing: PAGE_TITLES.doctorMissing }}
      skeleton={<DoctorProfileSkeleton />}
      missingText={SITE_MESSAGES.doctorMissing}
      unavailable={{ title: SITE_MESSAGES.doctorUnavailable, text: SITE_MESSAGES.doctorUnavailableDetail }}
      back={{ href: ROUTES.doctors.href, label: 'See all doctors' }}
    >
      {(data) => <DoctorProfile doctor={data} />}
    </OneThingPage>
  );
}
