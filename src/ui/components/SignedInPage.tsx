// The frame of a page for the signed-in user (their orders, consultations, a desk): the tab title,
// the heading, and the body once the session knows who is signed in (a visitor is sent to sign in).
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../hooks/usePageTitle';
import { useSignedInUser } from '../hooks/useSignedInUser';
import { LoadingBlock } from './PageState';

export function SignedInPage({
  title,
  heading = title,
  lead,
  wide = false,
  children,
}: {
  /** The tab's title, and the heading unless `heading` says otherwise. */
  title: string;
  /** null where the body has the page's heading. */
  heading?: string | null;
  /** What stands under the heading, signed in or not (a section's navigation, the way back). */
  lead?: ReactNode;
  /** A desk's width (tables, two columns), not a reading column's. */
  wide?: boolean;
  /** The body for the signed-in user. */
  children: (uid: string) => ReactNode;
}) {
  usePageTitle(title);
  const user = useSignedInUser();
  return (
    <Container maxWidth={wide ? 'lg' : 'md'} sx={{ py: wide ? { xs: 4, md: 7 } : { xs: 5, md: 8 } }}>
      {heading !== null && (
        <Typography variant="h1" sx={{ mb: { xs: 3, md: 4 } }}>
          {heading}
        </Typography>
      )}
      {lead}
      {user.status === 'signedIn' ? children(user.uid) : <LoadingBlock />}
    </Container>
  );
}
