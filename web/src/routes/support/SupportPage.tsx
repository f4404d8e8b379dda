import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { SUPPORT_EMAIL } from '../../session/messages';
import { NotFound } from '../NotFound';
import { SUPPORT_ARTICLES, supportArticle, type SupportSection } from './articles';

/** A section's paragraphs and bulleted lists. */
function SectionBody({ body }: { body: SupportSection['body'] }) {
  return (
    <>
      {body.map((part, index) =>
        Array.isArray(part) ? (
          <Box component="ul" key={index} sx={{ mt: 1.5, mb: 0, pl: 3, '& li + li': { mt: 0.75 } }}>
            {part.map((item) => (
              <Typography component="li" key={item}>
                {item}
              </Typography>
            ))}
          </Box>
        ) : (
          <Typography key={index} sx={{ mt: 1.5 }}>
            {part}
          </Typography>
        ),
      )}
    </>
  );
}

/**
 * /support/{slug}: the creator help articles the episode form links to (spec 001 §2 "Help links":
 * tips for uploading episode artwork, the creator note, status and ratings for comics), with links
 * to the other articles; an unknown slug is the not-found page.
 */
export function SupportPage() {
  const { slug } = useParams();
  const article = supportArticle(slug);
  if (!article) return <NotFound />;
  const others = SUPPORT_ARTICLES.filter((other) => other.slug !== article.slug);
  return (
    <Container maxWidth="md" component="article" sx={{ py: { xs: 5, md: 8 } }}>
      <title>{`${article.title} · Inkcast Help`}</title>
      <Typography variant="overline" color="primary">
        Help for creators
      </Typography>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, overflowWrap: 'break-word' }}>
        {article.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2, fontSize: '1.125rem' }}>
        {article.summary}
      </Typography>
      {article.sections.map((section) => (
        <Box component="section" key={section.heading} sx={{ mt: 5 }}>
          <Typography variant="h5" component="h2">
            {section.heading}
          </Typography>
          <SectionBody body={section.body} />
        </Box>
      ))}
      <Box component="nav" aria-label="More help for creators" sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h2">
          More help for creators
        </Typography>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 1.5, mb: 0 }}>
          {others.map((other) => (
            <li key={other.slug}>
              <Link component={RouterLink} to={`/support/${other.slug}`} sx={{ fontWeight: 600 }}>
                {other.title}
              </Link>
            </li>
          ))}
        </Stack>
        <Typography color="text.secondary" sx={{ mt: 3 }}>
          Still stuck? Write to <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>.
        </Typography>
      </Box>
    </Container>
  );
}
