// How a consultation works, in three steps.
import ChatOutlinedIcon from '@mui/icons-material/ChatOutlined';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';

export const STEPS = [
  {
    icon: <VerifiedUserOutlinedIcon />,
    title: 'Choose a verified doctor',
    text: 'Every doctor holds a BAMS or higher degree, checked by our team.',
  },
  {
    icon: <EventAvailableOutlinedIcon />,
    title: 'Pick a time that suits you',
    text: 'Consult by video, voice call or chat, in the language you are most at ease in.',
  },
  {
    icon: <ChatOutlinedIcon />,
    title: 'Get a plan made for you',
    text: 'Diet, routine and remedies suited to your constitution.',
  },
] as const;
