// The consultation page's opening band: what a consultation is and how it works, in three steps.
// Memoised: it takes nothing from the list, so the list's changes never draw it again.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { IconBubble } from '@ui/components/IconBubble';
import { Sprig } from '@ui/components/Sprig';
import { bareList, heroBand } from '@ui/theme/sx';
import { STEPS } from './ConsultationSteps';

export const DoctorsOpening = memo(function DoctorsOpening() {
  return (
    <Box sx={heroBand}>
      <Sprig
        sx={{ display: { xs: 'none', md: 'block' }, right: { md: 24, lg: 90 }, top: 24, height: 300, opacity: 0.9 }}
      />
      <Container maxWidth="lg" sx={{ position: 'relative', py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" sx={{ mb: 2, maxWidth: 720 }}>
          Consult an Ayurvedic doctor
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: { xs: 17, md: 19 }, lineHeight: 1.65, maxWidth: 680 }}>
          Private, one-to-one consultations with experienced practitioners of Ayurveda. Understand your constitution,
          and get advice you can follow at home.
        </Typography>
        <Grid
          container
          spacing={{ xs: 2, md: 3 }}
          component="ol"
          aria-label="How a consultation works"
          sx={{ ...bareList, mt: { xs: 4, md: 5 } }}
        >
          {STEPS.map((step, index) => (
            <Grid
              key={step.title}
              size={{ xs: 12, md: 4 }}
              component="li"
              sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
            >
              <IconBubble size={44} tone="outlined">
                {step.icon}
              </IconBubble>
              <Box>
                <Typography sx={{ fontWeight: 700 }}>
                  {index + 1}. {step.title}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, lineHeight: 1.55 }}>
                  {step.text}
                </Typography>
              </Box>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
});
