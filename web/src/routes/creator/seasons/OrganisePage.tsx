import AddIcon from '@mui/icons-material/Add';
import LayersOutlinedIcon from '@mui/icons-material/LayersOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { EPISODE_PAGE_SIZE_FULL, deleteSeasonConfirmMessage, hasPermission, validateSeason } from '@inkcast/schema';
import { useState, type FormEvent } from 'react';
import { ConfirmDeleteModal } from '../../../components/ConfirmDeleteModal';
import { Modal } from '../../../components/Modal';
import { Row, RowActions, RowList } from '../../../components/RowList';
import { SeasonAddDocument, SeasonDeleteDocument, SeasonUpdateDocument, SeasonsPageDocument, type SeasonFieldsFragment } from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { useSeriesRoute } from '../../paths';
import { FormErrorLine } from '../home/forms';
import { LoadFailed, NoAccess } from '../home/NoAccess';
import { PageFrame, PageFrameLoading } from '../home/PageFrame';
import { EpisodeList } from '../episodes/EpisodeList';

/** The season form's values. */
interface SeasonValues {
  name: string;
  description: string;
  items: string[];
  isCurrent: boolean;
}

/** The create / edit season dialog: number, description, current, and the published episodes it holds. */
function SeasonDialog({
  seriesUuid,
  season,
  onClose,
  onSaved,
}: {
  seriesUuid: string;
  season: SeasonFieldsFragment | null;
  onClose(): void;
  onSaved(season: SeasonFieldsFragment): void;
}) {
  const [values, setValues] = useState<SeasonValues>(() => ({
    name: season?.name ?? '',
    description: season?.description ?? '',
    items: [...(season?.items ?? [])],
    isCurrent: season?.isCurrent ?? false,
  }));
  const [error, setError] = useState<string | null>(null);
  const [addSeason, addState] = useMutation(SeasonAddDocument);
  const [updateSeason, updateState] = useMutation(SeasonUpdateDocument);
  const saving = addState.loading || updateState.loading;
  const edit = (patch: Partial<SeasonValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setError(null);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = validateSeason(values);
    if (problem) {
      setError(problem);
      return;
    }
    const variables = { seriesUuid, name: values.name.trim(), description: values.description.trim() || null, items: values.items, isCurrent: values.isCurrent };
    try {
      const saved = season
        ? (await updateSeason({ variables: { id: season.id, ...variables } })).data?.updateGroupForContent
        : (await addSeason({ variables })).data?.addGroupForContent;
      if (saved) onSaved(saved);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      maxWidth="md"
      title={season ? `Edit Season ${season.name}` : 'Create a Season'}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', width: '100%', justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto' }} aria-live="polite">
            {values.items.length === 1 ? '1 episode selected' : `${values.items.length} episodes selected`}
          </Typography>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={() => void submit()} disabled={saving}>
            {saving ? 'Saving…' : 'Save Season'}
          </Button>
        </Stack>
      }
    >
      <Box component="form" noValidate onSubmit={submit} id="season-form">
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Season Number"
              value={values.name}
              onChange={(e) => edit({ name: e.target.value })}
              autoFocus
              sx={{ width: { sm: 200 } }}
              slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            />
            <TextField label="Description (optional)" value={values.description} onChange={(e) => edit({ description: e.target.value })} fullWidth />
          </Stack>
          <FormControlLabel
            control={<Checkbox checked={values.isCurrent} onChange={(e) => edit({ isCurrent: e.target.checked })} />}
            label="This is the current season (newly published episodes join it)"
          />
          <div>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              Episodes in this season
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Pick the published episodes that belong to this season.
            </Typography>
            <EpisodeList
              seriesUuid={seriesUuid}
              view="checkbox"
              status="PUBLISHED"
              pageSize={EPISODE_PAGE_SIZE_FULL}
              more="load"
              selected={values.items}
              onSelect={(items) => edit({ items })}
              aria-label="Published episodes to include"
            />
          </div>
          <FormErrorLine error={error} testId="season-form-error" />
        </Stack>
      </Box>
    </Modal>
  );
}

/**
 * /dashboard/comicseries/{uuid}/organise (spec 001 §2, §4 Seasons, §5 Season): the comic's seasons,
 * created, edited and deleted ('Are you sure you delete Season {name}?'), each picking from the
 * published episodes, 25 per page; one season can be the current one, which new episodes join.
 */
export function OrganisePage() {
  const { seriesUuid, seriesPath, back } = useSeriesRoute();
  const { data, loading, error, refetch } = useQuery(SeasonsPageDocument, { variables: { seriesUuid }, fetchPolicy: 'cache-and-network', skip: !seriesUuid });
  const [deleteSeason, deleteState] = useMutation(SeasonDeleteDocument);
  const [editing, setEditing] = useState<SeasonFieldsFragment | 'new' | null>(null);
  const [deleting, setDeleting] = useState<SeasonFieldsFragment | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (loading && !data) return <PageFrameLoading label="Loading seasons" maxWidth="md" />;
  const series = data?.getInternalComicForUser;
  if (error && !data) return <LoadFailed error={error} />;
  if (!series) return <NoAccess />;
  const permission = data?.getPermissionForItem;
  const canEdit = hasPermission(permission, 'edit');
  const canDelete = hasPermission(permission, 'delete');
  const seasons = data?.getGroupsForContent ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await deleteSeason({ variables: { id: deleting.id, seriesUuid } });
      setNotice(`Season ${deleting.name} was deleted.`);
      setDeleting(null);
      await refetch();
    } catch (err) {
      setDeleteError(errorMessage(err));
    }
  };

  return (
    <PageFrame
      title="Seasons"
      documentTitle={`Seasons · ${series.name}`}
      subtitle={`Group the published episodes of ${series.name} into seasons. Newly published episodes join the current season.`}
      breadcrumbs={[{ label: series.name, to: seriesPath }, { label: 'Seasons' }]}
      back={back}
      maxWidth="md"
      actions={
        canEdit ? (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            Create a Season
          </Button>
        ) : undefined
      }
    >
      {notice && (
        <Alert severity="success" onClose={() => setNotice(null)} sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}

      {loading && !seasons.length ? (
        <Skeleton variant="rounded" height={72} />
      ) : seasons.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center', borderRadius: 3 }} data-testid="seasons-empty">
          <LayersOutlinedIcon color="disabled" sx={{ fontSize: 40 }} aria-hidden />
          <Typography sx={{ mt: 1 }}>No seasons yet.</Typography>
          {canEdit && (
            <Typography color="text.secondary" variant="body2">
              Create a season and pick the episodes it holds.
            </Typography>
          )}
        </Paper>
      ) : (
        <RowList label="Seasons">
          {seasons.map((season) => (
            <Row key={season.id} data-season-id={season.id}>
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="h6" component="h2">
                    Season {season.name}
                  </Typography>
                  {season.isCurrent && <Chip size="small" color="primary" label="Current season" />}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {season.episodeCount === 1 ? '1 episode' : `${season.episodeCount} episodes`}
                  {season.description ? ` · ${season.description}` : ''}
                </Typography>
              </Box>
              <RowActions
                label={`Season ${season.name}`}
                onEdit={canEdit ? () => setEditing(season) : undefined}
                onDelete={
                  canDelete
                    ? () => {
                        setDeleteError(null);
                        setDeleting(season);
                      }
                    : undefined
                }
              />
            </Row>
          ))}
        </RowList>
      )}

      {editing && (
        <SeasonDialog
          seriesUuid={seriesUuid}
          season={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            // An edited season updates in the cache; a new one, or a new current season (the
            // others stop being current), needs the list again.
            if (editing === 'new' || saved.isCurrent) void refetch();
            setEditing(null);
            setNotice(`Season ${saved.name} was saved.`);
          }}
        />
      )}
      <ConfirmDeleteModal
        open={!!deleting}
        onClose={() => setDeleting(null)}
        onConfirm={confirmDelete}
        title="Delete season"
        question={deleting ? deleteSeasonConfirmMessage(deleting.name) : ''}
        deleting={deleteState.loading}
        error={deleteError}
      />
    </PageFrame>
  );
}
