import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import {
  COMIC_ROLE_DESCRIPTIONS,
  ComicMessage,
  ComicNotice,
  isPendingApproval,
  roleBadgeStyle,
  roleDisplayName,
  rolesForContentType,
  type ComicRole,
} from '@inkcast/schema';
import { useId, useState } from 'react';
import { Modal } from '../../../components/Modal';
import { isUploadUrl, useShownImageUrl } from '../../../components/useImageUploads';
import { TeamSetCreatorRolesDocument, type InternalSeriesType } from '../../../generated/graphql';
import { errorMessage } from '../../dashboard/my-apps/errors';
import { processedImageUrl } from '../episodes/episode-helpers';

/** What the 'Pick Roles:' text calls a content type ("this comic"). */
export function contentTypeLabel(contentType: string): string {
  return contentType.replace(/^internal_/i, '').toUpperCase() === 'COMICSERIES' ? 'comic' : contentType.replace(/^internal_/i, '').toLowerCase();
}

/** A role badge, coloured by its position (§9: 10 styles by index modulo 10). */
export function RoleBadge({ role, index }: { role: string; index: number }) {
  const style = roleBadgeStyle(index);
  return <Chip size="small" label={roleDisplayName(role)} sx={{ bgcolor: style.background, color: style.color, fontWeight: 700, borderRadius: 1.5 }} data-role={role} />;
}

/** Props of PickRolesModal. */
export interface PickRolesModalProps {
  open: boolean;
  creatorName: string;
  contentType: InternalSeriesType;
  /** The saved roles; toggles stay separate from them until Save (§4). */
  roles: readonly string[];
  onClose(): void;
  /** Saves the chosen roles; resolves with an error message, or null when saved. */
  onSave(roles: string[]): Promise<string | null>;
}

/**
 * The 'Pick Roles:' modal (spec 001 §2 "Team and roles", §4): 'Select the roles that the creator
 * performs for making this' + the content type, a checkbox list of the type's roles with their
 * names and descriptions, an error area and a Save button with a loading state.
 */
export function PickRolesModal({ open, creatorName, contentType, roles, onClose, onSave }: PickRolesModalProps) {
  const [chosen, setChosen] = useState<string[]>(() => [...roles]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const offered = rolesForContentType(contentType);
  const toggle = (role: string) => {
    setError(null);
    setChosen((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]));
  };
  const save = async () => {
    setSaving(true);
    setError(null);
    // Kept in the order the type offers them, so badges keep their colours.
    const message = await onSave(offered.filter((role) => chosen.includes(role)));
    setSaving(false);
    if (message) setError(message);
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Pick Roles:"
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={() => void save()} disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 0.5 }}>Select the roles that the creator performs for making this {contentTypeLabel(contentType)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {creatorName}
      </Typography>
      <Stack component="ul" role="list" aria-label="Roles" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {offered.map((role) => (
          <Box component="li" key={role}>
            <FormControlLabel
              sx={{ alignItems: 'flex-start', m: 0, py: 0.5 }}
              control={<Checkbox checked={chosen.includes(role)} onChange={() => toggle(role)} sx={{ mt: -0.75 }} />}
              label={
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{roleDisplayName(role)}</Typography>
                  {role in COMIC_ROLE_DESCRIPTIONS && (
                    <Typography variant="body2" color="text.secondary">
                      {COMIC_ROLE_DESCRIPTIONS[role as ComicRole]}
                    </Typography>
                  )}
                </Box>
              }
            />
          </Box>
        ))}
      </Stack>
      <Box sx={{ minHeight: 24, mt: 1 }}>
        {error && (
          <Typography color="error" role="alert" data-testid="pick-roles-error">
            {error}
          </Typography>
        )}
      </Box>
    </Modal>
  );
}

/** The creator part of a credit, as the team screen reads it. */
export interface CreditedCreator {
  uuid: string;
  name: string;
  imagesStatus?: string | null;
  avatarImageUrl?: string | null;
  avatarImageAsString?: string | null;
}

/** Props of CreatorRolesItem. */
export interface CreatorRolesItemProps {
  /** 1-based position in the list. */
  position: number;
  creator: CreditedCreator;
  /** The saved roles (empty: not credited yet). */
  roles: readonly string[];
  isApproved: boolean;
  contentType: InternalSeriesType;
  contentUuid: string;
  /** The user may edit the content (§6 allowEditing): '+ Add or Edit' and 'Approve'. */
  allowEditing: boolean;
  /** The user owns (may edit) the creator (§6): '+ Add or Edit' too. */
  isOwnerOfCreator: boolean;
  /** Onboarding variant (§2): no 'Roles:' label and no notes. */
  onboarding?: boolean;
  hideAvatar?: boolean;
  /** After a save by a user who may edit: the creator and how many roles it has now (§4). */
  onRolesSaved?(creatorUuid: string, roleCount: number): void;
}

/**
 * One credited creator of the team screen (spec 001 §2 "Team and roles", §4, §6): its position, a
 * small avatar (or 'Processing Images...' while the avatar processes), the name, coloured role badges
 * and '+ Add or Edit', which opens 'Pick Roles:'. A creator pending approval shows 'You must approve
 * the creator for this content type' and 'Approve' to users who may edit, else 'A team member with
 * Edit permissions must approve the creator for this content type'; a creator without roles shows
 * 'To add the creator, you need to specify at least one role.'.
 */
export function CreatorRolesItem({
  position,
  creator,
  roles,
  isApproved,
  contentType,
  contentUuid,
  allowEditing,
  isOwnerOfCreator,
  onboarding = false,
  hideAvatar = false,
  onRolesSaved,
}: CreatorRolesItemProps) {
  const [savedRoles, setSavedRoles] = useState<string[]>(() => [...roles]);
  const [approvedInSession, setApprovedInSession] = useState(false);
  const [picking, setPicking] = useState(false);
  const nameId = useId();
  const [approveError, setApproveError] = useState<string | null>(null);
  const [setRoles, setRolesState] = useMutation(TeamSetCreatorRolesDocument);
  const [propRoles, setPropRoles] = useState(roles);
  // A reload from the server replaces the saved roles (toggles live in the modal only).
  if (propRoles !== roles && roles.join() !== propRoles.join()) {
    setPropRoles(roles);
    setSavedRoles([...roles]);
  }

  const avatarProcessing = creator.imagesStatus === 'PROCESSING';
  const avatarUrl = creator.imagesStatus === 'COMPLETE' ? processedImageUrl(creator.avatarImageAsString, 'avatar_sm') : null;
  const rawAvatar = avatarUrl ?? creator.avatarImageUrl ?? null;
  const shownUrl = useShownImageUrl(!!rawAvatar && isUploadUrl(rawAvatar));
  const pending = isPendingApproval({ roles: savedRoles, isApproved, approvedInSession });

  const send = async (chosen: string[]): Promise<string | null> => {
    try {
      const answer = await setRoles({ variables: { contentType, contentUuid, creatorUuid: creator.uuid, roles: chosen } });
      const saved = answer.data?.addOrUpdateInternalCreatorRolesForContent;
      setSavedRoles(saved ? [...saved.roles] : chosen);
      return null;
    } catch (err) {
      return errorMessage(err);
    }
  };

  const saveFromModal = async (chosen: string[]) => {
    const message = await send(chosen);
    if (message) return message;
    if (allowEditing) {
      setApprovedInSession(true);
      onRolesSaved?.(creator.uuid, chosen.length);
    }
    setPicking(false);
    return null;
  };

  const approve = async () => {
    setApproveError(null);
    const message = await send(savedRoles);
    if (message) setApproveError(message);
    else setApprovedInSession(true);
  };

  return (
    <Box data-creator-uuid={creator.uuid} data-pending={pending ? 'true' : 'false'} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', py: 2 }}>
      <Typography aria-hidden sx={{ width: 24, flexShrink: 0, fontWeight: 800, color: 'text.secondary', pt: hideAvatar ? 0 : 1 }}>
        {position}.
      </Typography>
      {!hideAvatar && (
        <Avatar src={rawAvatar ? shownUrl(rawAvatar) : undefined} alt="" sx={{ width: 40, height: 40, bgcolor: 'primary.light', flexShrink: 0 }}>
          {creator.name.slice(0, 1).toUpperCase()}
        </Avatar>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography id={nameId} sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {creator.name}
          </Typography>
          {avatarProcessing && (
            <Chip size="small" variant="outlined" color="secondary" icon={<CircularProgress size={12} color="inherit" aria-hidden />} label={ComicNotice.PROCESSING_IMAGES} />
          )}
        </Stack>
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.75, mt: 0.75 }}>
          {!onboarding && (
            <Typography variant="body2" color="text.secondary" sx={{ mr: 0.25 }}>
              Roles:
            </Typography>
          )}
          {savedRoles.map((role, index) => (
            <RoleBadge key={role} role={role} index={index} />
          ))}
          {(allowEditing || isOwnerOfCreator) && (
            <Button size="small" onClick={() => setPicking(true)} aria-describedby={nameId} sx={{ py: 0, minHeight: 28, px: 1.25 }}>
              + Add or Edit
            </Button>
          )}
        </Stack>
        {!onboarding && savedRoles.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.75 }}>
            {ComicMessage.ROLES_REQUIRED}
          </Typography>
        )}
        {!onboarding && pending && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1, alignItems: { sm: 'center' } }} data-testid="approval-notice">
            <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }}>
              {allowEditing ? ComicNotice.APPROVE_AS_EDITOR : ComicNotice.APPROVE_AS_MEMBER}
            </Typography>
            {allowEditing && (
              <Button size="small" variant="contained" color="secondary" onClick={() => void approve()} disabled={setRolesState.loading} sx={{ alignSelf: 'flex-start' }}>
                {setRolesState.loading ? 'Approving…' : 'Approve'}
              </Button>
            )}
          </Stack>
        )}
        {approveError && (
          <Typography variant="body2" color="error" role="alert" sx={{ mt: 0.5 }}>
            {approveError}
          </Typography>
        )}
      </Box>
      {picking && (
        <PickRolesModal open creatorName={creator.name} contentType={contentType} roles={savedRoles} onClose={() => setPicking(false)} onSave={saveFromModal} />
      )}
    </Box>
  );
}
