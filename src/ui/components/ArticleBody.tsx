// An article's body: the HTML the server rendered from its Markdown, which shows raw HTML in the
// source as text and drops unsafe link targets, so it is put into the page as it is.
import Box from '@mui/material/Box';
import { headingFont } from '../theme/sx';

export function ArticleBody({ html }: { html: string }) {
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
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
