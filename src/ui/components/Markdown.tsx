// Renders Markdown as React elements; raw HTML in the source is dropped, so nothing unsafe renders.
import Box from '@mui/material/Box';
import ReactMarkdown from 'react-markdown';
import { headingFont } from '../theme/sx';

export function Markdown({ source }: { source: string }) {
  return (
    <Box
      sx={{
        fontSize: 18,
        lineHeight: 1.75,
        color: 'text.primary',
        '& h2': { fontFamily: headingFont, fontSize: 26, mt: 5, mb: 1.5, lineHeight: 1.3 },
        '& h3': { fontSize: 20, mt: 4, mb: 1 },
        '& p': { my: 2 },
        '& ul, & ol': { pl: 3.5 },
        '& li': { my: 0.75 },
        '& a': { color: 'primary.main' },
        '& blockquote': { borderLeft: 4, borderColor: 'primary.light', m: 0, pl: 2, color: 'text.secondary' },
      }}
    >
      <ReactMarkdown skipHtml>{source}</ReactMarkdown>
    </Box>
  );
}
