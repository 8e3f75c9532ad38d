// The icons of a doctor card's lines (experience, languages, next free slot), cut from clip paths
// drawn once for a list of cards: each list of `DoctorCard`s draws `DoctorCardShapes` before it.
import { ClipShapes } from './ClipShapes';
import { IconClip } from './IconClip';

export const DOCTOR_CARD_ICONS = {
  experience: 'ojas-icon-experience',
  languages: 'ojas-icon-languages',
  nextSlot: 'ojas-icon-next-slot',
} as const;

/** Material's WorkspacePremiumOutlined, Translate and EventAvailableOutlined icons. */
const SHAPES: Record<keyof typeof DOCTOR_CARD_ICONS, string> = {
  experience:
    'M9.68 13.69 12 11.93l2.31 1.76-.88-2.85L15.75 9h-2.84L12 6.19 11.09 9H8.25l2.31 1.84zM20 10c0-4.42-3.58-8-8-8s-8 3.58-8 8c0 2.03.76 3.87 2 5.28V23l6-2 6 2v-7.72c1.24-1.41 2-3.25 2-5.28m-8-6c3.31 0 6 2.69 6 6s-2.69 6-6 6-6-2.69-6-6 2.69-6 6-6m0 15-4 1.02v-3.1c1.18.68 2.54 1.08 4 1.08s2.82-.4 4-1.08v3.1z',
  languages:
    'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2zm-2.62 7 1.62-4.33L19.12 17z',
  nextSlot:
    'M19 3h-1V1h-2v2H8V1H6v2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V9h14zM5 7V5h14v2zm5.56 10.46 5.93-5.93-1.06-1.06-4.87 4.87-2.11-2.11-1.06 1.06z',
};

export function DoctorCardShapes() {
  return (
    <ClipShapes>
      {Object.entries(DOCTOR_CARD_ICONS).map(([icon, id]) => (
        <IconClip key={id} id={id} shape={SHAPES[icon as keyof typeof DOCTOR_CARD_ICONS]} />
      ))}
    </ClipShapes>
  );
}
