import ArrowForwardOutlinedIcon from '@mui/icons-material/ArrowForwardOutlined';
import CropPortraitOutlinedIcon from '@mui/icons-material/CropPortraitOutlined';
import CropSquareOutlinedIcon from '@mui/icons-material/CropSquareOutlined';
import FaceOutlinedIcon from '@mui/icons-material/FaceOutlined';
import PanoramaOutlinedIcon from '@mui/icons-material/PanoramaOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { IMAGE_SLOTS } from '@inkcast/schema';
import { Link as RouterLink } from 'react-router-dom';
import { creatorPaths } from '../../paths';
import { Panel } from './PageFrame';

/** The four images a new comic needs (spec 001 §2 welcome screen, §5 sizes). */
const IMAGES_NEEDED = [
  { slot: 'cover', name: 'Cover art', use: 'The tall cover of your comic', Icon: CropPortraitOutlinedIcon },
  { slot: 'banner', name: 'Banner', use: 'The wide image at the top of your comic’s page', Icon: PanoramaOutlinedIcon },
  { slot: 'thumbnail', name: 'Thumbnail', use: 'The square image in lists and search', Icon: CropSquareOutlinedIcon },
  { slot: 'avatar', name: 'Photo of yourself', use: 'Your avatar as a creator', Icon: FaceOutlinedIcon },
] as const;

/**
 * The welcome screen of a creator with no comics and no creator profile (spec 001 §2): the four
 * images needed, and 'Add Your Comic'.
 */
export function WelcomeScreen() {
  return (
    <Panel sx={{ p: { xs: 3, sm: 5 } }}>
      <Box data-testid="welcome">
        <Typography variant="h5" component="h2">
          Welcome to Inkcast
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, maxWidth: 640 }}>
          Publishing your comic takes a few minutes. Have these four images ready, as JPG or PNG files of up to 10 MB:
        </Typography>
        <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, mt: 3, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }} aria-label="Images you need">
          {IMAGES_NEEDED.map(({ slot, name, use, Icon }) => {
            const { width, height } = IMAGE_SLOTS[slot].recommended;
            return (
              <Box component="li" key={slot} data-image={slot} sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2, borderRadius: 2, border: 1, borderColor: 'divider' }}>
                <Box sx={{ width: 44, height: 44, borderRadius: 2, display: 'grid', placeItems: 'center', bgcolor: 'rgba(79,70,229,0.08)', color: 'primary.main', flexShrink: 0 }}>
                  <Icon />
                </Box>
                <Box>
                  <Typography sx={{ fontWeight: 700 }}>
                    {name} · {width}×{height} px
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {use}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 4, alignItems: { xs: 'stretch', sm: 'center' } }}>
          <Button component={RouterLink} to={creatorPaths.newSeries} variant="contained" size="large" endIcon={<ArrowForwardOutlinedIcon />}>
            Add Your Comic
          </Button>
          <Typography variant="body2" color="text.secondary">
            Already on Webtoons?{' '}
            <Link component={RouterLink} to={creatorPaths.webtoons} sx={{ fontWeight: 600 }}>
              Send us your comic
            </Link>
          </Typography>
        </Stack>
      </Box>
    </Panel>
  );
}
