import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { COMIC_RATING_CHOICES, comicRatingLabel, WEBTOONS_IMAGE_SLOTS, validateWebtoonsData, type WebtoonsForm } from '@inkcast/schema';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../../components/Breadcrumbs';
import { ImageUpload } from '../../../components/ImageUpload';
import { PageSpinner } from '../../../components/PageSpinner';
import { SaveWebtoonsIntakeDocument, WebtoonsIntakeDocument, type WebtoonsIntakeQuery } from '../../../generated/graphql';
import { creatorPaths } from '../../paths';
import { FormSection, SaveBar, useSaveState } from '../home/forms';
import { PageHeading, Panel } from '../home/PageFrame';
import { newUuid } from '../home/uuid';

type ImageField = keyof typeof WEBTOONS_IMAGE_SLOTS;

const IMAGE_LABELS: Record<ImageField, string> = {
  coverImageUrl: 'Cover art',
  bannerImageUrl: 'Banner',
  thumbnailImageUrl: 'Thumbnail',
  avatarImageUrl: 'Photo of yourself',
};

type Saved = NonNullable<WebtoonsIntakeQuery['getWebtoonsSeriesData']>;

/** The intake form (the 'pick' state): link, the four images and the rating, checked in the spec's order. */
function IntakeForm({ saved, onSaved }: { saved: Saved | null; onSaved: () => void }) {
  // The uploads of this visit go to one directory of their own.
  const [directory] = useState(newUuid);
  const [link, setLink] = useState(saved?.webtoonsLink ?? '');
  const [rating, setRating] = useState(saved?.rating ?? '');
  const [images, setImages] = useState<Record<ImageField, string[]>>(() => ({
    coverImageUrl: saved?.coverImageUrl ? [saved.coverImageUrl] : [],
    bannerImageUrl: saved?.bannerImageUrl ? [saved.bannerImageUrl] : [],
    thumbnailImageUrl: saved?.thumbnailImageUrl ? [saved.thumbnailImageUrl] : [],
    avatarImageUrl: saved?.avatarImageUrl ? [saved.avatarImageUrl] : [],
  }));
  const save = useSaveState();
  // The answer is what the intake page shows from now on.
  const [send] = useMutation(SaveWebtoonsIntakeDocument, {
    update(cache, { data }) {
      if (data?.addWebtoonsSeriesData) cache.writeQuery({ query: WebtoonsIntakeDocument, data: { getWebtoonsSeriesData: data.addWebtoonsSeriesData } });
    },
  });
  const uploading = useRef(new Set<string>());
  const { setUploading } = save;
  const onUploading = useCallback(
    (field: string, on: boolean) => {
      if (on) uploading.current.add(field);
      else uploading.current.delete(field);
      setUploading(uploading.current.size > 0);
    },
    [setUploading],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form: WebtoonsForm = {
      webtoonsLink: link,
      coverImageUrl: images.coverImageUrl.at(-1) ?? '',
      bannerImageUrl: images.bannerImageUrl.at(-1) ?? '',
      thumbnailImageUrl: images.thumbnailImageUrl.at(-1) ?? '',
      avatarImageUrl: images.avatarImageUrl.at(-1) ?? '',
      rating,
    };
    const done = await save.run(
      () => validateWebtoonsData(form),
      async () => {
        const result = await send({ variables: { ...form, webtoonsLink: link.trim() } });
        return !!result.data?.addWebtoonsSeriesData;
      },
    );
    if (done) onSaved();
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Send us your Webtoons comic">
      <Panel>
        <FormSection title="Your comic on Webtoons">
          <TextField
            label="Link to your webtoon"
            required
            fullWidth
            value={link}
            placeholder="https://www.webtoons.com/en/canvas/…"
            onChange={(e) => (setLink(e.target.value), save.edited())}
          />
        </FormSection>
        <Divider sx={{ my: 4 }} />
        <FormSection title="Artwork">
          {(Object.keys(WEBTOONS_IMAGE_SLOTS) as ImageField[]).map((field) => {
            const slot = WEBTOONS_IMAGE_SLOTS[field];
            return (
              <ImageUpload
                key={field}
                slot={slot}
                targetDirectory={directory}
                value={images[field]}
                onChange={(urls) => {
                  // Only the latest image per slot is kept (spec 001 §5).
                  setImages((current) => ({ ...current, [field]: urls.slice(-1) }));
                  save.edited();
                }}
                onUploadingChange={(on) => onUploading(field, on)}
                label={IMAGE_LABELS[field]}
              />
            );
          })}
        </FormSection>
        <Divider sx={{ my: 4 }} />
        <FormSection title="Rating">
          <TextField select required fullWidth label="Rating" value={rating} onChange={(e) => (setRating(e.target.value), save.edited())} sx={{ maxWidth: { sm: 320 } }}>
            {COMIC_RATING_CHOICES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {comicRatingLabel(choice)}
              </MenuItem>
            ))}
          </TextField>
        </FormSection>
        <SaveBar state={save} saveLabel="Send" />
      </Panel>
    </Box>
  );
}

/**
 * The Webtoons intake (spec 001 §2, §5): a creator already on Webtoons sends the link to their
 * comic, its cover, banner, thumbnail, their photo and the rating ('pick'), then sees that it was
 * received ('complete'). Its route is Inkcast's choice: /dashboard/webtoons.
 */
export function WebtoonsIntakePage() {
  const { data, loading } = useQuery(WebtoonsIntakeDocument, { fetchPolicy: 'cache-and-network' });
  const [state, setState] = useState<'pick' | 'complete' | null>(null);
  const saved = data?.getWebtoonsSeriesData ?? null;
  const shown = state ?? (saved ? 'complete' : 'pick');
  return (
    <Box sx={{ bgcolor: '#f7f7fb', minHeight: '70vh' }}>
      <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <title>Webtoons · Inkcast</title>
        <Breadcrumbs items={[{ label: 'Webtoons' }]} back={creatorPaths.home} />
        <PageHeading
          title="Bring your comic from Webtoons"
          subtitle="Send us the link and your artwork: we set your comic up on Inkcast for you."
        />
        {loading && !data ? (
          <PageSpinner />
        ) : shown === 'complete' ? (
          <Panel sx={{ textAlign: 'center', py: { xs: 4, sm: 6 } }}>
            <Box data-testid="webtoons-complete">
              <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48 }} />
              <Typography variant="h5" component="h2" sx={{ mt: 1 }}>
                Thanks, we have your comic
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1, mb: 3, overflowWrap: 'anywhere' }}>
                We will set up {saved?.webtoonsLink ?? 'your comic'} and e-mail you when it is ready.
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
                <Button component={RouterLink} to={creatorPaths.home} variant="contained">
                  Back to Dashboard
                </Button>
                <Button variant="outlined" onClick={() => setState('pick')}>
                  Change what you sent
                </Button>
              </Stack>
            </Box>
          </Panel>
        ) : (
          <IntakeForm
            saved={saved}
            onSaved={() => setState('complete')}
          />
        )}
      </Container>
    </Box>
  );
}
