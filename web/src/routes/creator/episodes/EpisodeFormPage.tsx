import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ComicMessage,
  ComicNotice,
  CREATOR_NOTE_LENGTH_MAX,
  EPISODE_TITLE_LENGTH_MAX,
  PUSH_MESSAGE_LENGTH_MAX,
  hasPermission,
  nextHalfHourSlot,
  normaliseEpisodeTexts,
  validateEpisode,
} from '@inkcast/schema';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { ImageUpload } from '../../../components/ImageUpload';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal';
import { StatusBadge } from '../../../components/StatusBadge';
import { useItemEvents } from '../../../components/useServerEvents';
import {
  EpisodeAddDocument,
  EpisodeDeleteDocument,
  EpisodeForEditDocument,
  EpisodeFormPaymentRulesDocument,
  EpisodeFormSeriesDocument,
  EpisodeUpdateDocument,
  type EpisodeFormFieldsFragment,
} from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths, useBacklink } from '../../paths';
import { LoadFailed, NoAccess } from '../home/NoAccess';
import { PageFrame, PageFrameLoading, Panel } from '../home/PageFrame';
import { CountedTextField } from './CountedTextField';
import { episodeStatusLine, formatDateTime, isPaidEpisode, nowSeconds, useCurrentPath, withBacklink } from './episode-helpers';
import { SchedulePicker } from './SchedulePicker';

/** The help pages the episode form links to (spec 001 §2 "Episode pages"). */
export const EPISODE_HELP_LINKS = {
  artwork: '/support/tips-for-uploading-episode-artwork',
  creatorNote: '/support/comic-creator-note',
  status: '/support/status-for-comics',
  ratings: '/support/ratings-for-comics',
} as const;

/** Props of EpisodeFormPage: none on its routes; the onboarding wizard embeds it with these. */
export interface EpisodeFormPageProps {
  /** 'onboarding': step 03 of the wizard ('Add the 1st Episode', no scheduling, no breadcrumbs). */
  mode?: 'page' | 'onboarding';
  /** The series (routes read it from the URL). */
  seriesUuid?: string;
  /** Called after a save instead of leaving for the series page (onboarding). */
  onSaved?(episode: EpisodeFormFieldsFragment): void;
}

type PublishChoice = 'now' | 'draft' | 'schedule';

/** The form's values. Images are lists of URLs (banner and thumbnail hold at most one). */
interface EpisodeValues {
  name: string;
  description: string;
  pushNotificationMessage: string;
  imageUrls: string[];
  bannerUrls: string[];
  thumbnailUrls: string[];
  choice: PublishChoice;
  publishAt: number | null;
  /** Whether a PAID episode gets a date it becomes free on. */
  freeOnDate: boolean;
  freeAt: number | null;
}

function emptyValues(): EpisodeValues {
  return { name: '', description: '', pushNotificationMessage: '', imageUrls: [], bannerUrls: [], thumbnailUrls: [], choice: 'now', publishAt: null, freeOnDate: false, freeAt: null };
}

/** The values of a loaded episode (§4: editing pre-fills from the loaded item once). */
function valuesOf(episode: EpisodeFormFieldsFragment, now: number): EpisodeValues {
  const scheduled = episode.status === 'SCHEDULED' && episode.publishAt != null && episode.publishAt > now;
  return {
    name: episode.name,
    description: episode.description ?? '',
    pushNotificationMessage: episode.pushNotificationMessage ?? '',
    imageUrls: [...episode.imageUrls],
    bannerUrls: episode.bannerImageUrl ? [episode.bannerImageUrl] : [],
    thumbnailUrls: episode.thumbnailImageUrl ? [episode.thumbnailImageUrl] : [],
    choice: episode.status === 'SCHEDULED' ? 'schedule' : episode.status === 'DRAFT' ? 'draft' : 'now',
    publishAt: scheduled ? episode.publishAt! : episode.status === 'SCHEDULED' ? nextHalfHourSlot(now) : null,
    freeOnDate: episode.dateExclusiveContentIsAvailable != null,
    freeAt: episode.dateExclusiveContentIsAvailable ?? null,
  };
}

/** Every image URL of the form's values. */
function imagesOf(values: EpisodeValues): string[] {
  return [...values.imageUrls, ...values.bannerUrls, ...values.thumbnailUrls];
}

/** A titled block of the form. */
function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Panel>
      <Box component="section" aria-label={title}>
        <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {action}
        </Stack>
        <Stack spacing={2.5}>{children}</Stack>
      </Box>
    </Panel>
  );
}

/** A help page link (opens in a new tab). */
function HelpLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} target="_blank" rel="noopener" variant="body2" sx={{ fontWeight: 600 }}>
      {children}
      {/* Inline, so when the text wraps on a phone the icon stays after its last word. */}
      <OpenInNewIcon sx={{ fontSize: 14, ml: 0.5, verticalAlign: '-2px' }} aria-hidden />
    </Link>
  );
}

/**
 * The episode form (spec 001 §2 "Episode pages", §4, §5): /dashboard/comicseries/{uuid}/new-episode
 * (also /dashboard/new-episode/comicseries/{uuid}), /dashboard/comicseries/{seriesUuid}/episode/{uuid}/edit,
 * and step 03 of the onboarding wizard. Title, story images, creator note and push message with
 * counters; publish now, save as draft or schedule for later (30-minute steps up to a year ahead,
 * only once the series is published); the date a PAID episode becomes free; optional banner and
 * thumbnail. Saving follows §4's saved-state rules; the edit view shows the status, 'Preview
 * Episode' and, with the delete permission, a delete button.
 */
export function EpisodeFormPage({ mode = 'page', seriesUuid: seriesUuidProp, onSaved }: EpisodeFormPageProps) {
  const params = useParams();
  const onboarding = mode === 'onboarding';
  // Edit routes name the series :seriesUuid and the episode :uuid; new-episode routes name the series :uuid.
  const seriesUuid = (seriesUuidProp ?? params.seriesUuid ?? params.uuid ?? '').toLowerCase();
  const editUuid = !seriesUuidProp && params.seriesUuid ? params.uuid?.toLowerCase() : undefined;
  const isEdit = !!editUuid;
  const navigate = useNavigate();
  const currentPath = useCurrentPath();
  const seriesPath = creatorPaths.series(seriesUuid);
  const back = useBacklink(seriesPath);

  const [newUuid] = useState(() => crypto.randomUUID());
  const episodeUuid = editUuid ?? newUuid;

  const seriesQuery = useQuery(EpisodeFormSeriesDocument, { variables: { seriesUuid }, fetchPolicy: 'network-only', skip: !seriesUuid });
  const rulesQuery = useQuery(EpisodeFormPaymentRulesDocument, { variables: { seriesUuid }, skip: !seriesUuid, errorPolicy: 'all' });
  const episodeQuery = useQuery(EpisodeForEditDocument, { variables: { uuid: episodeUuid, seriesUuid }, skip: !isEdit, fetchPolicy: 'cache-and-network' });
  useItemEvents(isEdit ? episodeUuid : null, () => void episodeQuery.refetch());

  const [addEpisode] = useMutation(EpisodeAddDocument);
  const [updateEpisode] = useMutation(EpisodeUpdateDocument);
  // A deleted episode leaves the cache, so no list shows it while it reloads.
  const [deleteEpisode, deleteState] = useMutation(EpisodeDeleteDocument, {
    update: (cache) => void cache.evict({ id: cache.identify({ __typename: 'InternalComicIssue', uuid: episodeUuid }) }),
  });

  const [values, setValues] = useState<EpisodeValues>(emptyValues);
  const [prefilledFrom, setPrefilledFrom] = useState<string | null>(null);
  /** Image URLs the server already has (loaded or saved): anything else is new. */
  const [savedImages, setSavedImages] = useState<ReadonlySet<string>>(new Set());
  const [uploading, setUploading] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  /** A save included new images (§4: the form cannot be saved again after that). */
  const [savedWithNewImages, setSavedWithNewImages] = useState(false);
  const [editedAfterImageSave, setEditedAfterImageSave] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [now, setNow] = useState(nowSeconds);

  const series = seriesQuery.data?.getInternalComicForUser ?? null;
  const permission = seriesQuery.data?.getPermissionForItem ?? null;
  const episode = episodeQuery.data?.getInternalComicIssue ?? null;

  // §4: editing pre-fills from the loaded item once.
  if (episode && prefilledFrom !== episode.uuid) {
    setPrefilledFrom(episode.uuid);
    setValues(valuesOf(episode, now));
    setSavedImages(new Set([...episode.imageUrls, episode.bannerImageUrl ?? '', episode.thumbnailImageUrl ?? ''].filter(Boolean)));
  }

  if (!seriesUuid) return <NoAccess />;
  if ((seriesQuery.loading && !seriesQuery.data) || (isEdit && episodeQuery.loading && !episodeQuery.data)) {
    return onboarding ? <PageFrameLoading label="Loading the episode form" maxWidth="md" /> : <PageFrameLoading label="Loading the episode" maxWidth="md" />;
  }
  if (seriesQuery.error && !series) return <LoadFailed error={seriesQuery.error} />;
  if (!series || (isEdit && !episode) || !hasPermission(permission, 'edit')) return <NoAccess />;

  const status = episode?.status ?? null;
  const isPublished = status === 'PUBLISHED';
  const seriesIsPublished = series.status === 'PUBLISHED';
  const canPublish = hasPermission(permission, 'publish');
  const canDelete = isEdit && hasPermission(permission, 'delete');
  const rules = rulesQuery.data?.getPaymentRulesForContent ?? [];
  // §4: an episode counts as paid when a group rule is current or a LAST_X rule exists.
  const rulesMakePaid = rules.some((rule) => rule.ruleType === 'LAST_X' || (rule.ruleType === 'GROUP' && rule.groupIsCurrent));
  const paid = isPaidEpisode(episode?.paymentRuleType) || (!isPublished && rulesMakePaid);
  // §4: the scheduler shows only when the episode is not published, not from onboarding and not blocked.
  const scheduleBlocked = !seriesIsPublished;
  const showScheduler = !isPublished && !onboarding;
  const uploadingAny = Object.values(uploading).some(Boolean);
  const hasNewImages = imagesOf(values).some((url) => !savedImages.has(url));
  const locked = savedWithNewImages && editedAfterImageSave;
  const heading = isEdit ? 'Edit Episode' : onboarding ? 'Add the 1st Episode' : 'Add a New Episode';
  const paymentsLink = withBacklink(creatorPaths.payments(seriesUuid), isEdit ? creatorPaths.episodeEdit(seriesUuid, episodeUuid) : currentPath);

  /** Any edit clears the saved state (§4). */
  const edit = (patch: Partial<EpisodeValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setSaved(false);
    setFormError(null);
    if (savedWithNewImages) setEditedAfterImageSave(true);
  };
  const setSlotUploading = (slot: string) => (busy: boolean) => {
    setUploading((current) => ({ ...current, [slot]: busy }));
    // A new upload is an edit: the last save's message no longer applies.
    if (busy) {
      setFormError(null);
      setSaved(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving || uploadingAny || locked) return;
    const at = nowSeconds();
    setNow(at);
    const choice: PublishChoice = isPublished ? 'now' : !canPublish ? 'draft' : values.choice;
    const publishAt = isPublished ? null : choice === 'now' ? at : choice === 'schedule' ? values.publishAt : null;
    const dateExclusiveContentIsAvailable = paid ? (values.freeOnDate ? values.freeAt : null) : (episode?.dateExclusiveContentIsAvailable ?? null);
    const problem = validateEpisode(
      { ...values, publishAt: choice === 'schedule' ? (publishAt ?? 0) : publishAt, dateExclusiveContentIsAvailable },
      { nowSeconds: at, seriesIsPublished: choice === 'schedule' ? seriesIsPublished : undefined },
    );
    if (problem) {
      setFormError(problem);
      return;
    }
    const texts = normaliseEpisodeTexts(values);
    const images = {
      imageUrls: values.imageUrls,
      bannerImageUrl: values.bannerUrls[0] ?? null,
      thumbnailImageUrl: values.thumbnailUrls[0] ?? null,
    };
    setSaving(true);
    setFormError(null);
    try {
      let result: EpisodeFormFieldsFragment | null | undefined;
      if (isEdit) {
        const answer = await updateEpisode({
          variables: { uuid: episodeUuid, ...texts, ...images, publishAt, dateExclusiveContentIsAvailable, hasImagesCurrentlyProcessing: hasNewImages },
        });
        result = answer.data?.updateInternalComicIssueForUser;
      } else {
        const answer = await addEpisode({
          variables: { uuid: episodeUuid, seriesUuid, ...texts, ...images, publishAt, dateExclusiveContentIsAvailable, isFromOnboardingScreen: onboarding },
        });
        result = answer.data?.addInternalComicIssueForUser;
      }
      if (!result) {
        setFormError(ComicNotice.NO_ACCESS);
        return;
      }
      if (onSaved) {
        onSaved(result);
      } else if (!isEdit) {
        navigate(seriesPath);
        return;
      }
      // §4: a successful save sets the saved state; after new images it cannot be saved again.
      if (hasNewImages) setSavedWithNewImages(true);
      setEditedAfterImageSave(false);
      setSavedImages(new Set(imagesOf(values)));
      setSaved(true);
    } catch (err) {
      setFormError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    setDeleteError(null);
    try {
      await deleteEpisode({ variables: { uuid: episodeUuid } });
      setConfirmingDelete(false);
      navigate(back === currentPath ? seriesPath : back);
    } catch (err) {
      setDeleteError(errorMessage(err));
    }
  };

  const statusLine = episodeStatusLine(episode);

  const form = (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="episode-form-heading">
      <Stack spacing={3}>
        <Section title="Episode details">
          <CountedTextField
            id="episode-title"
            label="Title"
            required
            value={values.name}
            onValue={(name) => edit({ name })}
            max={EPISODE_TITLE_LENGTH_MAX}
            autoComplete="off"
          />
          <CountedTextField
            id="episode-creator-note"
            label="Creator note"
            value={values.description}
            onValue={(description) => edit({ description })}
            max={CREATOR_NOTE_LENGTH_MAX}
            multiline
            minRows={3}
            hint={<HelpLink href={EPISODE_HELP_LINKS.creatorNote}>What to write in a creator note</HelpLink>}
          />
          <CountedTextField
            id="episode-push-message"
            label="Push notification message"
            value={values.pushNotificationMessage}
            onValue={(pushNotificationMessage) => edit({ pushNotificationMessage })}
            max={PUSH_MESSAGE_LENGTH_MAX}
            hint="Sent to readers who follow your comic when the episode is released."
          />
          <Typography variant="body2" color="text.secondary">
            Episodes share the rating of your comic. <HelpLink href={EPISODE_HELP_LINKS.ratings}>Ratings for comics</HelpLink>
          </Typography>
        </Section>

        <Section title="Episode art" action={<HelpLink href={EPISODE_HELP_LINKS.artwork}>Tips for uploading episode artwork</HelpLink>}>
          <ImageUpload
            slot="story"
            label="Story images"
            helperText="The pages of the episode, in reading order; drag them (or use the arrow keys) to reorder."
            targetDirectory={`${seriesUuid}/${episodeUuid}`}
            value={values.imageUrls}
            onChange={(imageUrls) => edit({ imageUrls })}
            onUploadingChange={setSlotUploading('story')}
            processing={!!episode?.hasImagesCurrentlyProcessing && !hasNewImages}
          />
        </Section>

        <Section title="Banner and thumbnail (optional)">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ImageUpload
                slot="episodeBanner"
                label="Episode banner"
                helperText="Optional: without one, the comic's banner is used."
                targetDirectory={`${seriesUuid}/${episodeUuid}`}
                value={values.bannerUrls}
                onChange={(bannerUrls) => edit({ bannerUrls })}
                onUploadingChange={setSlotUploading('banner')}
              />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <ImageUpload
                slot="episodeThumbnail"
                label="Episode thumbnail"
                helperText="Optional: without one, the comic's thumbnail is used."
                targetDirectory={`${seriesUuid}/${episodeUuid}`}
                value={values.thumbnailUrls}
                onChange={(thumbnailUrls) => edit({ thumbnailUrls })}
                onUploadingChange={setSlotUploading('thumbnail')}
              />
            </Box>
          </Stack>
        </Section>

        <Section title="Publishing" action={<HelpLink href={EPISODE_HELP_LINKS.status}>Status for comics</HelpLink>}>
          {isPublished ? (
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <StatusBadge status="PUBLISHED" />
              <Typography>{statusLine}</Typography>
            </Stack>
          ) : (
            <>
              <RadioGroup
                aria-label="When to publish"
                value={canPublish ? values.choice : 'draft'}
                onChange={(e) => {
                  const choice = e.target.value as PublishChoice;
                  const at = nowSeconds();
                  setNow(at);
                  edit({ choice, publishAt: choice === 'schedule' ? (values.publishAt && values.publishAt > at ? values.publishAt : nextHalfHourSlot(at)) : values.publishAt });
                }}
              >
                <FormControlLabel value="now" control={<Radio />} label="Immediately" disabled={!canPublish} />
                <FormControlLabel value="draft" control={<Radio />} label="Save as draft" />
                {showScheduler && (
                  <FormControlLabel value="schedule" control={<Radio />} label="Schedule for later" disabled={!canPublish || scheduleBlocked} />
                )}
              </RadioGroup>
              {!canPublish && (
                <Typography variant="body2" color="text.secondary">
                  Your permission on this comic lets you save drafts; a team member who may publish can publish or schedule it.
                </Typography>
              )}
              {showScheduler && scheduleBlocked && canPublish && (
                <Typography variant="body2" color="text.secondary" data-testid="schedule-blocked">
                  {ComicMessage.SCHEDULE_NEEDS_PUBLISHED_SERIES}.
                </Typography>
              )}
              {showScheduler && !scheduleBlocked && canPublish && values.choice === 'schedule' && (
                <SchedulePicker label="Publish on" value={values.publishAt} now={now} onChange={(publishAt) => edit({ publishAt })} />
              )}
            </>
          )}
        </Section>

        <Section title="Exclusive content">
          {paid ? (
            <>
              {isPublished && (
                <Alert severity="info" data-testid="paid-episode-notice">
                  {ComicNotice.PAID_EPISODE}{' '}
                  <Link component={RouterLink} to={paymentsLink} sx={{ fontWeight: 600 }}>
                    Payment settings
                  </Link>
                </Alert>
              )}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.freeOnDate}
                    onChange={(e) => {
                      const at = nowSeconds();
                      setNow(at);
                      edit({ freeOnDate: e.target.checked, freeAt: values.freeAt && values.freeAt > at ? values.freeAt : nextHalfHourSlot(at) });
                    }}
                  />
                }
                label="Make this episode free for everyone on a date"
              />
              {values.freeOnDate && <SchedulePicker label="Free for everyone on" value={values.freeAt} now={now} onChange={(freeAt) => edit({ freeAt })} />}
            </>
          ) : (
            <>
              {isPublished && episode?.dateExclusiveContentIsAvailable != null && (
                <Typography data-testid="free-episode-notice">
                  {ComicNotice.FREE_EPISODE_SINCE} {formatDateTime(episode.dateExclusiveContentIsAvailable)}
                </Typography>
              )}
              <Typography variant="body2" color="text.secondary">
                This episode is free to read for everyone. Connect Patreon and add a rule to make your latest episodes exclusive to your backers.
              </Typography>
            </>
          )}
          <Box>
            <Button component={RouterLink} to={paymentsLink} variant="outlined" size="small">
              Payment settings
            </Button>
          </Box>
        </Section>

        <Box>
          <Box sx={{ minHeight: 24, mb: 1.5 }} aria-live="polite">
            {formError && (
              <Typography color="error" role="alert" data-testid="episode-form-error">
                {formError}
              </Typography>
            )}
            {!formError && uploadingAny && <Typography color="text.secondary">{ComicNotice.IMAGES_UPLOADING}</Typography>}
            {!formError && !uploadingAny && locked && (
              <Typography color="error" data-testid="episode-locked">
                {ComicNotice.UNSAVED_EDITS_CANT_BE_SAVED}
              </Typography>
            )}
          </Box>
          {(hasNewImages || savedWithNewImages) && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              {ComicNotice.CANT_SAVE_AGAIN_NOTE}
            </Typography>
          )}
          <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
            <Button type="submit" variant="contained" size="large" disabled={saving || uploadingAny || locked}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
            {!onboarding && (
              <Button component={RouterLink} to={back} variant="text">
                Cancel
              </Button>
            )}
            {saved && (
              <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', color: 'success.main' }} data-testid="episode-saved">
                <CheckCircleOutlineIcon fontSize="small" aria-hidden />
                <Typography sx={{ fontWeight: 600 }}>{ComicNotice.SAVED}</Typography>
              </Stack>
            )}
          </Stack>
        </Box>
      </Stack>
    </Box>
  );

  if (onboarding) {
    return (
      <Box>
        <Typography id="episode-form-heading" variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.625rem', md: '2.125rem' } }}>
          {heading}
        </Typography>
        {form}
      </Box>
    );
  }

  return (
    <PageFrame
      title={<span id="episode-form-heading">{heading}</span>}
      documentTitle={`${heading} · ${series.name}`}
      badge={isEdit ? <StatusBadge status={status} /> : undefined}
      subtitle={isEdit ? <span data-testid="episode-status-line">{statusLine}</span> : series.name}
      breadcrumbs={[{ label: series.name, to: seriesPath }, { label: heading }]}
      back={back}
      maxWidth="md"
      actions={
        isEdit ? (
          <>
            <Button component={RouterLink} to={withBacklink(creatorPaths.episodePreview(seriesUuid, episodeUuid), currentPath)} variant="outlined" startIcon={<VisibilityOutlinedIcon />}>
              Preview Episode
            </Button>
            {canDelete && (
              <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={() => setConfirmingDelete(true)}>
                Delete
              </Button>
            )}
          </>
        ) : undefined
      }
    >
      {form}
      <ConfirmDeleteModal
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        onConfirm={confirmDelete}
        title="Delete episode"
        question={ComicNotice.DELETE_EPISODE_CONFIRM}
        deleting={deleteState.loading}
        error={deleteError}
      />
    </PageFrame>
  );
}
