// After the contact form is sent: a confirmation (focused, so it is read out) and a way to write again.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { SITE_MESSAGES } from '@domain/messages/site';

export function MessageSent({
  headingRef,
  onWriteAnother,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  onWriteAnother: () => void;
}) {
  return (
    <Box role="status" sx={{ textAlign: 'center', py: { xs: 4, md: 6 }, px: 2 }}>
      <CheckCircleOutlineIcon aria-hidden="true" sx={{ fontSize: 56, color: 'success.main', mb: 2 }} />
      <Typography component="h2" variant="h3" ref={headingRef} tabIndex={-1} sx={{ mb: 1.5, outline: 'none' }}>
        Message sent
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 420, mx: 'auto' }}>
        {SITE_MESSAGES.contactSent}
      </Typography>
      <Button variant="outlined" onClick={onWriteAnother}>
        Send another message
      </Button>
    </Box>
  );
}
