import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { COUNTRY_NAMES, isLinkType, LINK_TYPE_DETAILS, type Country } from '@inkcast/schema';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import type { CreatorCardFieldsFragment } from '../../../generated/graphql';
import { creatorPaths } from '../../paths';
import { ItemImage, useItemImageUrl } from '../home/images';
import { CardHeading, ItemEditButtons, ItemPublish } from '../home/cards';

/** Views of a creator card (spec 001 §2 "Card and list views"). */
export type CreatorCardView = 'list-small' | 'list-small-publish' | 'preview' | 'full-screen';

/** Props of CreatorCard. */
export interface CreatorCardProps {
  creator: CreatorCardFieldsFragment;
  view: CreatorCardView;
  /** Reloads the creator (after publishing, when its server event arrived). */
  onChanged?: () => void;
  footer?: ReactNode;
}

/** The creator's links as chips opening in a new tab. */
function CreatorLinks({ creator }: { creator: CreatorCardFieldsFragment }) {
  const links = creator.linkDetails.filter((link) => link.url);
  if (!links.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label="Links">
      {links.map((link) => (
        <Chip
          key={`${link.type}:${link.value}`}
          component="a"
          href={link.url!}
          target="_blank"
          rel="noopener noreferrer"
          clickable
          size="small"
          variant="outlined"
          label={isLinkType(link.type) ? LINK_TYPE_DETAILS[link.type].label : link.type}
          title={link.url!}
        />
      ))}
    </Stack>
  );
}

function countryName(country: string | null | undefined): string | null {
  return country ? (COUNTRY_NAMES[country as Country] ?? country) : null;
}

function ListSmall({ creator, publish, onChanged }: { creator: CreatorCardFieldsFragment; publish: boolean; onChanged?: () => void }) {
  const avatar = useItemImageUrl(creator.avatarImageAsString, 'avatar_sm', creator.avatarImageUrl);
  const country = countryName(creator.country);
  return (
    <Card component="article" data-creator={creator.uuid} data-view={publish ? 'list-small-publish' : 'list-small'} sx={{ p: { xs: 1.5, sm: 2 }, borderRadius: 3 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0, flexGrow: 1 }}>
          <ItemImage src={avatar} alt={`${creator.name} avatar`} ratio="1 / 1" width={56} round />
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Link component={RouterLink} to={creatorPaths.creator(creator.uuid)} variant="subtitle1" sx={{ fontWeight: 700, color: 'text.primary', overflowWrap: 'anywhere' }}>
                {creator.name}
              </Link>
              <StatusBadge status={creator.status} />
              {creator.imagesStatus === 'PROCESSING' && <Chip size="small" variant="outlined" label="Processing images" />}
            </Stack>
            {(country || creator.bio) && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25, display: '-webkit-box', WebkitLineClamp: 1, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                {[country, creator.bio].filter(Boolean).join(' · ')}
              </Typography>
            )}
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap', rowGap: 1 }}>
          <ItemEditButtons contentType="INTERNAL_CREATOR" uuid={creator.uuid} />
          {publish && <ItemPublish contentType="INTERNAL_CREATOR" item={creator} onChanged={onChanged} />}
        </Stack>
      </Stack>
    </Card>
  );
}

function Details({ creator, large, onChanged, footer }: { creator: CreatorCardFieldsFragment; large: boolean; onChanged?: () => void; footer?: ReactNode }) {
  const avatar = useItemImageUrl(creator.avatarImageAsString, large ? 'avatar_lg' : 'avatar_md', creator.avatarImageUrl);
  const country = countryName(creator.country);
  return (
    <Card component="article" data-creator={creator.uuid} data-view={large ? 'full-screen' : 'preview'} sx={{ borderRadius: 3, p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', gap: { xs: 2.5, md: 4 }, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'center', sm: 'flex-start' } }}>
        <ItemImage src={avatar} alt={`${creator.name} avatar`} ratio="1 / 1" width={large ? { xs: 160, md: 200 } : 128} round processing={creator.imagesStatus === 'PROCESSING'} />
        <Box sx={{ minWidth: 0, flexGrow: 1, width: '100%' }}>
          <CardHeading name={creator.name} status={creator.status} />
          {country && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {country}
            </Typography>
          )}
          {creator.bio && <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{creator.bio}</Typography>}
          <Box sx={{ mt: 2 }}>
            <CreatorLinks creator={creator} />
          </Box>
          {creator.tags.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {creator.tags.map((tag) => `#${tag}`).join(' ')}
            </Typography>
          )}
          {creator.imagesStatus === 'FAILED' && creator.imagesError && (
            <Typography variant="body2" color="error" sx={{ mt: 2 }} role="alert">
              {creator.imagesError}
            </Typography>
          )}
          {large && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2.5, flexWrap: 'wrap', rowGap: 1 }}>
              <ItemEditButtons contentType="INTERNAL_CREATOR" uuid={creator.uuid} size="medium" />
              <ItemPublish contentType="INTERNAL_CREATOR" item={creator} onChanged={onChanged} size="medium" />
            </Stack>
          )}
          {footer && <Box sx={{ mt: 2.5 }}>{footer}</Box>}
        </Box>
      </Box>
    </Card>
  );
}

/**
 * A creator card (spec 001 §2 "Card and list views"): list-small, list-small-publish (with the
 * Publish button of a draft), preview and full-screen. Edit and Preview show only with an edit
 * permission on the creator.
 */
export function CreatorCard({ creator, view, onChanged, footer }: CreatorCardProps) {
  if (view === 'preview' || view === 'full-screen') return <Details creator={creator} large={view === 'full-screen'} onChanged={onChanged} footer={footer} />;
  return <ListSmall creator={creator} publish={view === 'list-small-publish'} onChanged={onChanged} />;
}
