import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  INVITABLE_PERMISSIONS,
  canExpireInvitation,
  canGrantPermission,
  enumDisplayName,
  hasPermission,
  validateInvitation,
  type UserPermission,
} from '@inkcast/schema';
import { useState, type FormEvent } from 'react';
import { Row, RowList } from '../../../components/RowList';
import { useServerEvents } from '../../../components/useServerEvents';
import {
  TeamExpireInvitationDocument,
  TeamInvitationsDocument,
  TeamInviteDocument,
  TeamMyCreatorsDocument,
  TeamPageDocument,
  type TeamInvitationFieldsFragment,
} from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { useSeriesRoute } from '../../paths';
import { formatDate } from '../episodes/episode-helpers';
import { LoadFailed, NoAccess } from '../home/NoAccess';
import { PageFrame, PageFrameLoading, Panel } from '../home/PageFrame';
import { CreatorRolesItem } from './CreatorRolesItem';

/** What each invitable permission lets a member do (Inkcast's table, schema/src/team.ts). */
export const PERMISSION_DESCRIPTIONS: Readonly<Record<UserPermission, string>> = {
  OWNER: 'Everything, including payments',
  ADMIN: 'Edit, publish, delete and invite; no payments',
  CONTRIBUTOR: 'Edit episodes, roles and seasons; no publishing',
  VIEWER: 'View the comic and its previews',
};

/** Chip colours of invitation statuses. */
const INVITATION_STATUS_COLOR: Record<string, 'warning' | 'success' | 'default'> = { PENDING: 'warning', ACCEPTED: 'success', EXPIRED: 'default' };

/** The invite form and the invitations (spec 001 §2, §4 Invitations, §5 Invitation), for users with the invite permission. */
function InviteSection({ seriesUuid, permission }: { seriesUuid: string; permission: string | null | undefined }) {
  const grantable = INVITABLE_PERMISSIONS.filter((p) => canGrantPermission(permission, p));
  const [email, setEmail] = useState('');
  const [granted, setGranted] = useState<string>(grantable.includes('CONTRIBUTOR') ? 'CONTRIBUTOR' : (grantable[0] ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const invitations = useQuery(TeamInvitationsDocument, { variables: { seriesUuid }, fetchPolicy: 'cache-and-network' });
  const [invite, inviteState] = useMutation(TeamInviteDocument);
  const [expire] = useMutation(TeamExpireInvitationDocument);
  const [expiring, setExpiring] = useState<string | null>(null);
  const [listError, setListError] = useState<string | null>(null);
  useServerEvents({ 'series list': (event) => event.uuid === seriesUuid && void invitations.refetch() });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSentTo(null);
    const problem = validateInvitation({ email, permission: granted });
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    try {
      await invite({ variables: { contentType: 'INTERNAL_COMICSERIES', contentUuid: seriesUuid, email: email.trim(), permission: granted } });
      setSentTo(email.trim());
      setEmail('');
      await invitations.refetch();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const expireInvitation = async (invitation: TeamInvitationFieldsFragment) => {
    setExpiring(invitation.id);
    setListError(null);
    try {
      await expire({ variables: { id: invitation.id } });
    } catch (err) {
      setListError(errorMessage(err));
    } finally {
      setExpiring(null);
    }
  };

  const list = invitations.data?.getInternalInvitationsForContent ?? [];
  return (
    <Panel>
      <Typography variant="h6" component="h2">
        Invite a team member
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        They get an e-mail with a link to join the team of this comic.
      </Typography>
      <Box component="form" noValidate onSubmit={submit} aria-label="Invite a team member">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <TextField
            label="Email"
            type="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              setError(null);
            }}
            autoComplete="off"
            fullWidth
          />
          <TextField
            select
            label="Permission"
            value={granted}
            onChange={(e) => {
              setGranted(e.target.value);
              setError(null);
            }}
            sx={{ minWidth: { md: 260 } }}
            slotProps={{ select: { renderValue: (value) => enumDisplayName(String(value)) } }}
          >
            {grantable.map((p) => (
              <MenuItem key={p} value={p}>
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{enumDisplayName(p)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {PERMISSION_DESCRIPTIONS[p]}
                  </Typography>
                </Box>
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" size="large" startIcon={<MailOutlineIcon />} disabled={inviteState.loading} sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', md: 'center' } }}>
            {inviteState.loading ? 'Sending…' : 'Send Invite'}
          </Button>
        </Stack>
        <Box sx={{ minHeight: 24, mt: 1 }} aria-live="polite">
          {error && (
            <Typography color="error" role="alert" data-testid="invite-error">
              {error}
            </Typography>
          )}
          {sentTo && !error && (
            <Typography color="success.main" data-testid="invite-sent">
              Invitation sent to {sentTo}.
            </Typography>
          )}
        </Box>
      </Box>

      <Divider sx={{ my: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Invitations
      </Typography>
      {listError && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {listError}
        </Alert>
      )}
      {invitations.loading && !invitations.data ? (
        <Skeleton variant="rounded" height={48} />
      ) : list.length === 0 ? (
        <Typography color="text.secondary" variant="body2">
          No invitations sent yet.
        </Typography>
      ) : (
        <RowList label="Invitations" spacing={1}>
          {list.map((invitation) => (
            <Row key={invitation.id} data-invitation-email={invitation.email} sx={{ p: 1.5, gap: 1.5 }}>
              <Box sx={{ flex: 1, minWidth: 180 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{invitation.email}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {enumDisplayName(invitation.permission)} · sent {formatDate(invitation.createdAt)}
                </Typography>
              </Box>
              <Chip size="small" label={enumDisplayName(invitation.status)} color={INVITATION_STATUS_COLOR[invitation.status] ?? 'default'} variant="outlined" data-status={invitation.status} />
              {canExpireInvitation(invitation.status) && (
                <Button size="small" variant="outlined" color="error" onClick={() => void expireInvitation(invitation)} disabled={expiring === invitation.id}>
                  {expiring === invitation.id ? 'Expiring…' : 'Expire'}
                </Button>
              )}
            </Row>
          ))}
        </RowList>
      )}
    </Panel>
  );
}

/**
 * /dashboard/comicseries/{uuid}/team and /dashboard/team/comicseries/{uuid} (spec 001 §2 "Team and
 * roles", §4, §6): the numbered list of credited creators with their role badges, '+ Add or Edit'
 * ('Pick Roles:'), the approval flow, the user's own creator profiles that are not credited yet,
 * and — for users with the invite permission — the invite form and the invitations.
 */
export function TeamPage() {
  const { seriesUuid, seriesPath, back } = useSeriesRoute();
  const { data, loading, error, refetch } = useQuery(TeamPageDocument, { variables: { seriesUuid }, fetchPolicy: 'network-only', skip: !seriesUuid });
  const myCreators = useQuery(TeamMyCreatorsDocument, { fetchPolicy: 'cache-and-network' });
  useServerEvents({
    item: (event) => event.uuid === seriesUuid && void refetch(),
    reconnected: () => void refetch(),
  });

  if (loading && !data) return <PageFrameLoading label="Loading the team" maxWidth="md" />;
  if (error && !data) return <LoadFailed error={error} />;
  const series = data?.getInternalComicForUser;
  if (!series) return <NoAccess />;
  const permission = data?.getPermissionForItem;
  const allowEditing = hasPermission(permission, 'edit');
  const canInvite = hasPermission(permission, 'invite');
  const credits = data?.getInternalCreatorsForContent ?? [];
  const credited = new Set(credits.map((c) => c.creatorUuid));
  const uncredited = (myCreators.data?.getInternalCreatorsForUser ?? []).filter((c) => !credited.has(c.uuid) && hasPermission(c.permission, 'edit'));

  return (
    <PageFrame
      title="Team"
      documentTitle={`Team · ${series.name}`}
      subtitle={`The creators credited on ${series.name}, and the people who help manage it.`}
      breadcrumbs={[{ label: series.name, to: seriesPath }, { label: 'Team' }]}
      back={back}
      maxWidth="md"
    >
      <Stack spacing={3}>
        <Panel>
          <Typography variant="h6" component="h2">
            Creators
          </Typography>
          {credits.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 2 }} data-testid="team-empty">
              No creators are credited on this comic yet.
            </Typography>
          ) : (
            <Box component="ol" aria-label="Credited creators" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {credits.map((credit, index) => (
                <Box component="li" key={credit.creatorUuid} sx={{ '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' } }}>
                  <CreatorRolesItem
                    position={index + 1}
                    creator={credit.creator ?? { uuid: credit.creatorUuid, name: 'Creator' }}
                    roles={credit.roles}
                    isApproved={credit.isApproved}
                    contentType="INTERNAL_COMICSERIES"
                    contentUuid={seriesUuid}
                    allowEditing={allowEditing}
                    isOwnerOfCreator={hasPermission(credit.creator?.permission, 'edit')}
                    // New roles update the credit in the cache; no roles left removes it from the list.
                    onRolesSaved={(_, roleCount) => roleCount === 0 && void refetch()}
                  />
                </Box>
              ))}
            </Box>
          )}
          {uncredited.length > 0 && (
            <>
              <Divider sx={{ my: 2 }} />
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                Your creator profiles
              </Typography>
              <Typography variant="body2" color="text.secondary">
                Credit yourself on this comic by picking your roles.
                {!allowEditing && ' A team member with Edit permissions then approves them.'}
              </Typography>
              <Box component="ul" aria-label="Your creator profiles" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {uncredited.map((creator, index) => (
                  <Box component="li" key={creator.uuid}>
                    <CreatorRolesItem
                      position={credits.length + index + 1}
                      creator={creator}
                      roles={[]}
                      isApproved={false}
                      contentType="INTERNAL_COMICSERIES"
                      contentUuid={seriesUuid}
                      allowEditing={allowEditing}
                      isOwnerOfCreator
                      onRolesSaved={() => void refetch()}
                    />
                  </Box>
                ))}
              </Box>
            </>
          )}
        </Panel>
        {canInvite ? (
          <InviteSection seriesUuid={seriesUuid} permission={permission} />
        ) : (
          <Typography variant="body2" color="text.secondary">
            Only team members who may invite can add people to this team.
          </Typography>
        )}
      </Stack>
    </PageFrame>
  );
}
