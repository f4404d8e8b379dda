import AlbumOutlinedIcon from '@mui/icons-material/AlbumOutlined';
import AutoStoriesOutlinedIcon from '@mui/icons-material/AutoStoriesOutlined';
import HeadphonesOutlinedIcon from '@mui/icons-material/HeadphonesOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import MicNoneOutlinedIcon from '@mui/icons-material/MicNoneOutlined';
import OndemandVideoOutlinedIcon from '@mui/icons-material/OndemandVideoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SectionHeading } from '../../components/SectionHeading';
import { paths, useKeepQuery } from '../paths';

type Availability = 'Available now' | 'Future';

const contentTypes: { name: string; icon: ReactNode; availability: Availability }[] = [
  { name: 'Podcasts', icon: <MicNoneOutlinedIcon />, availability: 'Available now' },
  { name: 'Webcomics', icon: <AutoStoriesOutlinedIcon />, availability: 'Available now' },
  { name: 'Books', icon: <MenuBookOutlinedIcon />, availability: 'Future' },
  { name: 'Music', icon: <AlbumOutlinedIcon />, availability: 'Future' },
  { name: 'Audiobooks', icon: <HeadphonesOutlinedIcon />, availability: 'Future' },
  { name: 'Videos', icon: <OndemandVideoOutlinedIcon />, availability: 'Future' },
];

const story: { heading: string; body: string[] }[] = [
  {
    heading: 'Our story',
    body: [
      'Podcasts and webcomics are published in the open, on feeds and sites run by millions of independent creators. That openness is wonderful for creators, and hard for developers: building an app on top of it means crawling, parsing and storing millions of feeds, and keeping them up to date every day.',
      'We built Inkcast so developers can skip that work. We keep the catalogue (4M+ podcasts and 180M+ episodes, with 1k new podcasts and 50k new episodes every day) and you ask for exactly the data you need with one GraphQL query.',
    ],
  },
  {
    heading: 'Our mission',
    body: [
      'Make it simple for developers to build great apps with stories, and help creators reach more of the people who love their work. Creators publish their webcomics on Inkcast and can reserve episodes for the fans who support them; developers bring those stories to new readers and listeners.',
    ],
  },
  {
    heading: 'Our long-term vision',
    body: [
      'One API for stories in every format. Podcasts and webcomics are where we start; books, music, audiobooks and videos are next.',
    ],
  },
];

/** "Why we built Inkcast": story, mission, vision and the content types with their availability. */
export function WhyWeBuiltPage() {
  const keepQuery = useKeepQuery();
  return (
    <>
      <title>Why we built Inkcast · Inkcast</title>
      <Container maxWidth="md" sx={{ pt: { xs: 8, md: 12 }, pb: { xs: 4, md: 6 } }}>
        <SectionHeading level={1} overline="Company" title="Why we built Inkcast" />
        <Stack spacing={6}>
          {story.map((section) => (
            <Box component="section" key={section.heading}>
              <Typography variant="h5" component="h2" gutterBottom>
                {section.heading}
              </Typography>
              {section.body.map((paragraph) => (
                <Typography key={paragraph} color="text.secondary" sx={{ fontSize: 18, lineHeight: 1.7, mt: 1.5 }}>
                  {paragraph}
                </Typography>
              ))}
            </Box>
          ))}
        </Stack>
      </Container>

      <Container component="section" maxWidth="lg" sx={{ py: { xs: 6, md: 10 } }} aria-labelledby="content-types">
        <Typography id="content-types" variant="h4" component="h2" sx={{ textAlign: 'center', mb: { xs: 4, md: 6 } }}>
          Content types
        </Typography>
        <Grid container spacing={2.5}>
          {contentTypes.map((type) => {
            const available = type.availability === 'Available now';
            return (
              <Grid key={type.name} size={{ xs: 6, sm: 4, md: 2 }}>
                <Card
                  data-testid="content-type"
                  sx={(theme) => ({
                    height: '100%',
                    p: 2.5,
                    textAlign: 'center',
                    display: 'flex',
                    flexDirection: 'column',
                    alignItems: 'center',
                    gap: 1.5,
                    bgcolor: available ? alpha(theme.palette.primary.main, 0.04) : 'background.paper',
                    borderColor: available ? alpha(theme.palette.primary.main, 0.4) : 'divider',
                  })}
                >
                  <Box sx={{ color: available ? 'primary.main' : 'text.disabled', display: 'flex', '& svg': { fontSize: 32 } }}>
                    {type.icon}
                  </Box>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {type.name}
                  </Typography>
                  <Chip
                    size="small"
                    label={type.availability}
                    color={available ? 'success' : 'default'}
                    variant={available ? 'filled' : 'outlined'}
                  />
                </Card>
              </Grid>
            );
          })}
        </Grid>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center', mt: { xs: 6, md: 8 } }}>
          <Button component={RouterLink} to={keepQuery(paths.signupDevelopers)} variant="contained" size="large">
            Get Your API Key
          </Button>
          <Button component={RouterLink} to={keepQuery(paths.pricing)} variant="outlined" size="large">
            See pricing
          </Button>
        </Stack>
      </Container>
    </>
  );
}
