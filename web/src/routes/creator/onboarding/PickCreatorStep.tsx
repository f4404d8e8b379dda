import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import { COMIC_ROLE_DESCRIPTIONS, COMIC_ROLES, ComicMessage, roleDisplayName, type ComicRole } from '@inkcast/schema';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PageSpinner } from '../../../components/PageSpinner';
import { CreatorHomeDocument, OnboardingCreatorRolesDocument, TeamSetCreatorRolesDocument } from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { creatorPaths } from '../../paths';
import { ItemImage, useItemImageUrl } from '../home/images';
import { PageHeading, Panel } from '../home/PageFrame';

/** The role picker's question (spec 001 §2). */
export const ROLE_QUESTION = 'What is your role in making this comic?';

function CreatorOption({ name, avatarUrl, avatarAsString }: { name: string; avatarUrl: string | null; avatarAsString: string | null }) {
  const avatar = useItemImageUrl(avatarAsString, 'avatar_sm', avatarUrl);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <ItemImage src={avatar} alt="" ratio="1 / 1" width={36} round />
      <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
    </Stack>
  );
}

/**
 * The pick-creator sub-step (spec 001 §2): which of the user's creator profiles makes this comic,
 * and the role picker 'What is your role in making this comic?' (saved with
 * addOrUpdateInternalCreatorRolesForContent). Then the invite-team sub-step.
 */
export function PickCreatorStep({ seriesUuid, onCredited }: { seriesUuid: string; onCredited: () => void }) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { data, loading } = useQuery(CreatorHomeDocument, { fetchPolicy: 'cache-and-network' });
  const creators = data?.getInternalCreatorsForUser ?? [];
  const [creatorUuid, setCreatorUuid] = useState<string>(params.get('creator') ?? '');
  const chosen = creatorUuid || creators[0]?.uuid || '';
  const existing = useQuery(OnboardingCreatorRolesDocument, { variables: { seriesUuid, creatorUuid: chosen }, skip: !chosen, fetchPolicy: 'network-only' });
  const [roles, setRoles] = useState<Set<string>>(new Set());
  const [message, setMessage] = useState('');
  const [saving, setSaving] = useState(false);
  const [setCreatorRoles] = useMutation(TeamSetCreatorRolesDocument);

  // The chosen creator's saved roles on this comic, once loaded.
  const savedRoles = existing.data?.getInternalCreatorRolesForContent?.roles;
  useEffect(() => {
    if (savedRoles) setRoles(new Set(savedRoles));
  }, [savedRoles]);

  if (loading && !data) return <PageSpinner label="Loading your creator profiles" />;
  if (!loading && data && creators.length === 0) {
    return <Navigate to={creatorPaths.onboarding(seriesUuid, 'new-creator')} replace />;
  }

  const toggle = (role: ComicRole, on: boolean) => {
    setRoles((current) => {
      const next = new Set(current);
      if (on) next.add(role);
      else next.delete(role);
      return next;
    });
    setMessage('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setMessage('');
    try {
      await setCreatorRoles({ variables: { contentType: 'INTERNAL_COMICSERIES', contentUuid: seriesUuid, creatorUuid: chosen, roles: COMIC_ROLES.filter((role) => roles.has(role)) } });
      onCredited();
      navigate(creatorPaths.onboarding(seriesUuid, 'invite-team'));
    } catch (error) {
      setMessage(errorMessage(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Add Creator Details">
      <PageHeading
        title="Add Creator Details"
        subtitle="Credit yourself on this comic so fans can follow you."
      />
      <Panel>
        {creators.length > 1 && (
          <Box sx={{ mb: 4 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem', mb: 1 }} id="pick-creator-heading">
              Which creator profile is yours?
            </Typography>
            <RadioGroup aria-labelledby="pick-creator-heading" value={chosen} onChange={(e) => setCreatorUuid(e.target.value)}>
              {creators.map((creator) => (
                <FormControlLabel
                  key={creator.uuid}
                  value={creator.uuid}
                  control={<Radio />}
                  label={<CreatorOption name={creator.name} avatarUrl={creator.avatarImageUrl} avatarAsString={creator.avatarImageAsString} />}
                  sx={{ my: 0.5 }}
                />
              ))}
            </RadioGroup>
          </Box>
        )}
        {creators.length === 1 && (
          <Box sx={{ mb: 3 }}>
            <CreatorOption name={creators[0].name} avatarUrl={creators[0].avatarImageUrl} avatarAsString={creators[0].avatarImageAsString} />
          </Box>
        )}
        <Typography variant="h6" component="h2" sx={{ fontSize: '1.05rem' }} id="role-question">
          {ROLE_QUESTION}
        </Typography>
        <Box role="group" aria-labelledby="role-question" sx={{ mt: 1.5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: 1 }}>
          {COMIC_ROLES.map((role) => (
            <FormControlLabel
              key={role}
              sx={{ alignItems: 'flex-start', m: 0, p: 1, borderRadius: 2, border: 1, borderColor: roles.has(role) ? 'primary.main' : 'divider' }}
              control={<Checkbox checked={roles.has(role)} onChange={(_, on) => toggle(role, on)} sx={{ mt: -0.5 }} />}
              label={
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{roleDisplayName(role)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {COMIC_ROLE_DESCRIPTIONS[role]}
                  </Typography>
                </Box>
              }
            />
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5, minHeight: 20 }} data-testid="roles-note">
          {roles.size === 0 ? ComicMessage.ROLES_REQUIRED : ' '}
        </Typography>
        <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <Typography role="alert" color="error" sx={{ minHeight: 24, mb: 1, fontWeight: 600, visibility: message ? 'visible' : 'hidden' }}>
            {message || ' '}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
            <Button type="submit" variant="contained" size="large" disabled={saving || !chosen} startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}>
              Save and Continue
            </Button>
            <Button component={RouterLink} to={creatorPaths.onboarding(seriesUuid, 'new-creator')} startIcon={<AddOutlinedIcon />} size="large">
              Add a different creator profile
            </Button>
          </Stack>
        </Box>
      </Panel>
    </Box>
  );
}
