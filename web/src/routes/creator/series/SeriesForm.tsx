import ArrowBackOutlinedIcon from '@mui/icons-material/ArrowBackOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@apollo/client/react';
import {
  COMIC_RATING_CHOICES,
  comicGenreChoices,
  comicRatingLabel,
  enumDisplayName,
  formatTags,
  LANGUAGE_NAMES,
  LANGUAGES_FOR_PICKER,
  LANGUAGES_LISTED_FIRST,
  normaliseComicSeriesForm,
  parseTags,
  SERIES_DESCRIPTION_LENGTH_MAX,
  SERIES_NAME_LENGTH_MAX,
  SERIES_STATUSES,
  validateComicSeries,
  type ComicSeriesForm,
} from '@inkcast/schema';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ImageUpload } from '../../../components/ImageUpload';
import { AddComicSeriesDocument, UpdateComicSeriesDocument, type SeriesCardFieldsFragment } from '../../../generated/graphql';
import { creatorPaths } from '../../paths';
import { FormSection, LimitedTextField, listedFirstItems, SaveBar, TagsField, useSaveState } from '../home/forms';
import { PageHeading, Panel } from '../home/PageFrame';
import { genreLabel } from './series-display';

/** Props of SeriesForm. */
export interface SeriesFormProps {
  /** 'create' adds a series with `uuid` (chosen here, so images can be uploaded to it first); 'edit' updates `series`. */
  mode: 'create' | 'edit';
  uuid: string;
  /** The series being edited; the form pre-fills from it once. */
  series?: SeriesCardFieldsFragment | null;
  /** After a successful save, with the saved series. */
  onSaved?: (series: SeriesCardFieldsFragment) => void;
}

type ImageField = 'coverImageUrl' | 'bannerImageUrl' | 'thumbnailImageUrl';

/** The form's values: texts, picks, images (a list of at most one URL each) and the tags input. */
interface Values {
  name: string;
  description: string;
  genre1: string;
  genre2: string;
  genre3: string;
  language: string;
  rating: string;
  seriesStatus: string;
  tagsInput: string;
  coverImageUrl: string[];
  bannerImageUrl: string[];
  thumbnailImageUrl: string[];
}

function initialValues(series: SeriesCardFieldsFragment | null | undefined): Values {
  const one = (url: string | null | undefined) => (url ? [url] : []);
  return {
    name: series?.name ?? '',
    description: series?.description ?? '',
    genre1: series?.genre1 ?? '',
    genre2: series?.genre2 ?? '',
    genre3: series?.genre3 ?? '',
    language: series?.language ?? '',
    rating: series?.rating ?? '',
    seriesStatus: series?.seriesStatus ?? '',
    tagsInput: formatTags(series?.tags ?? []),
    coverImageUrl: one(series?.coverImageUrl),
    bannerImageUrl: one(series?.bannerImageUrl),
    thumbnailImageUrl: one(series?.thumbnailImageUrl),
  };
}

const IMAGE_FIELDS: { field: ImageField; slot: 'cover' | 'banner' | 'thumbnail'; label: string; help: string }[] = [
  { field: 'coverImageUrl', slot: 'cover', label: 'Cover art', help: 'The tall cover fans see in the apps.' },
  { field: 'bannerImageUrl', slot: 'banner', label: 'Banner', help: 'The wide image at the top of your comic’s page.' },
  { field: 'thumbnailImageUrl', slot: 'thumbnail', label: 'Thumbnail', help: 'The square image in lists and search results.' },
];

/** The empty choice of an optional picker. */
const NONE = '';

/**
 * The comic series form (spec 001 §2 "Creator and series forms", §5 "Comic series"): 'Create a
 * New Comic' (with a Back link to the creator home) or 'Edit Comic Details'; name and short
 * description with counters; cover, banner and thumbnail uploads; three genre pickers where genre 2
 * excludes genre 1 and genre 3 excludes both; language (the six listed first), rating and status
 * pickers; tags. The rules and messages are the schema's `validateComicSeries`; the first broken
 * one shows above Save. Series type and layout pass through unchanged.
 */
export function SeriesForm({ mode, uuid, series, onSaved }: SeriesFormProps) {
  // Pre-filled once from the loaded series (spec 001 §4); later reloads do not overwrite edits.
  const [initial] = useState(() => initialValues(series));
  const [values, setValues] = useState<Values>(initial);
  const save = useSaveState();
  const [addSeries] = useMutation(AddComicSeriesDocument);
  const [updateSeries] = useMutation(UpdateComicSeriesDocument);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => {
      const next = { ...current, [field]: value };
      // A later genre picker never keeps a genre an earlier one took (§5 exclusions).
      if (next.genre2 && next.genre2 === next.genre1) next.genre2 = NONE;
      if (next.genre3 && (next.genre3 === next.genre1 || next.genre3 === next.genre2)) next.genre3 = NONE;
      return next;
    });
    save.edited();
  };

  // Slots with uploads in progress: saving waits for all of them (§4).
  const uploadingSlots = useRef(new Set<string>());
  const { setUploading: setFormUploading } = save;
  const setUploading = useCallback(
    (slot: string, uploading: boolean) => {
      if (uploading) uploadingSlots.current.add(slot);
      else uploadingSlots.current.delete(slot);
      setFormUploading(uploadingSlots.current.size > 0);
    },
    [setFormUploading],
  );

  const form = (): ComicSeriesForm => ({
    name: values.name,
    description: values.description,
    coverImageUrl: values.coverImageUrl[0] ?? '',
    bannerImageUrl: values.bannerImageUrl[0] ?? '',
    thumbnailImageUrl: values.thumbnailImageUrl[0] ?? '',
    genre1: values.genre1,
    genre2: values.genre2,
    genre3: values.genre3,
    language: values.language,
    rating: values.rating,
    seriesStatus: values.seriesStatus,
    seriesType: series?.seriesType ?? null,
    seriesLayout: series?.seriesLayout ?? null,
    tags: parseTags(values.tagsInput),
  });

  const newImage = IMAGE_FIELDS.some(({ field }) => (values[field][0] ?? '') !== (initial[field][0] ?? ''));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = form();
    await save.run(
      () => validateComicSeries(input),
      async () => {
        const variables = { uuid, ...normaliseComicSeriesForm(input) };
        const result =
          mode === 'create'
            ? (await addSeries({ variables })).data?.addInternalComicForUser
            : (await updateSeries({ variables })).data?.updateInternalComicForUser;
        if (!result) return false;
        onSaved?.(result);
        return true;
      },
      mode === 'edit' && newImage,
    );
  };

  const genreOptions = (slot: 1 | 2 | 3) => comicGenreChoices(slot, [values.genre1, values.genre2, values.genre3]);

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label={mode === 'create' ? 'Create a New Comic' : 'Edit Comic Details'}>
      {mode === 'create' && (
        <Button component={RouterLink} to={creatorPaths.home} startIcon={<ArrowBackOutlinedIcon />} size="small" sx={{ mb: 1.5, ml: -1 }}>
          Back
        </Button>
      )}
      <PageHeading
        title={mode === 'create' ? 'Create a New Comic' : 'Edit Comic Details'}
        subtitle={mode === 'create' ? 'Tell fans what your comic is about. You can change everything later.' : 'Changes show in the reader apps after you save.'}
      />
      <Panel>
        <FormSection title="About your comic">
          <LimitedTextField label="Name" required value={values.name} onValue={(value) => set('name', value)} max={SERIES_NAME_LENGTH_MAX} />
          <LimitedTextField
            label="Short description"
            required
            multiline
            minRows={3}
            value={values.description}
            onValue={(value) => set('description', value)}
            max={SERIES_DESCRIPTION_LENGTH_MAX}
          />
        </FormSection>

        <Divider sx={{ my: 4 }} />
        <FormSection title="Artwork">
          {IMAGE_FIELDS.map(({ field, slot, label, help }) => {
            return (
              <ImageUpload
                key={field}
                slot={slot}
                targetDirectory={uuid}
                value={values[field]}
                onChange={(urls) => set(field, urls)}
                onUploadingChange={(uploading) => setUploading(slot, uploading)}
                label={label}
                helperText={help}
                processing={series?.imagesStatus === 'PROCESSING' && values[field][0] === initial[field][0]}
              />
            );
          })}
        </FormSection>

        <Divider sx={{ my: 4 }} />
        <FormSection title="Genres, language and rating">
          <Grid container spacing={2}>
            {([1, 2, 3] as const).map((slot) => {
              const field = `genre${slot}` as const;
              return (
                <Grid key={slot} size={{ xs: 12, sm: 4 }}>
                  <TextField select fullWidth required={slot === 1} label={`Genre ${slot}`} value={values[field]} onChange={(e) => set(field, e.target.value)}>
                    {slot > 1 && (
                      <MenuItem value={NONE}>
                        <em>None</em>
                      </MenuItem>
                    )}
                    {genreOptions(slot).map((genre) => (
                      <MenuItem key={genre} value={genre}>
                        {genreLabel(genre)}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
              );
            })}
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField select fullWidth required label="Language" value={values.language} onChange={(e) => set('language', e.target.value)}>
                {listedFirstItems(LANGUAGES_FOR_PICKER, LANGUAGES_LISTED_FIRST.length, (language) => LANGUAGE_NAMES[language], 'All languages')}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField select fullWidth required label="Rating" value={values.rating} onChange={(e) => set('rating', e.target.value)}>
                {COMIC_RATING_CHOICES.map((rating) => (
                  <MenuItem key={rating} value={rating}>
                    {comicRatingLabel(rating)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField select fullWidth required label="Status" value={values.seriesStatus} onChange={(e) => set('seriesStatus', e.target.value)}>
                {SERIES_STATUSES.map((status) => (
                  <MenuItem key={status} value={status}>
                    {enumDisplayName(status)}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          </Grid>
          <TagsField value={values.tagsInput} onValue={(value) => set('tagsInput', value)} />
        </FormSection>

        <SaveBar state={save} saveLabel={mode === 'create' ? 'Save and Continue' : 'Save'} />
      </Panel>
    </Box>
  );
}
