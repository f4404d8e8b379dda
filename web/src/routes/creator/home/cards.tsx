import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { StatusBadge } from '../../../components/StatusBadge';
import type { InternalPublishStatus, InternalSeriesType } from '../../../generated/graphql';
import { creatorPaths } from '../../paths';
import { PublishButton } from './publishing';
import { useItemPermission } from './usePermission';

// The parts the series and creator cards share (spec 001 §2 "Card and list views").

/** The name of a card's item as its h2, with its status badge. */
export function CardHeading({ name, status }: { name: string; status: InternalPublishStatus }) {
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
      <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
        {name}
      </Typography>
      <StatusBadge status={status} />
    </Stack>
  );
}

/** Edit and Preview of a series or creator, only for a user holding an edit permission on it (spec 001 §6). */
export function ItemEditButtons({ contentType, uuid, size = 'small' }: { contentType: InternalSeriesType; uuid: string; size?: 'small' | 'medium' }) {
  const { can, loading } = useItemPermission(uuid, contentType);
  // While the permission loads, hold the buttons' place so the card does not jump when they appear.
  if (loading) return <ButtonPlaceholders size={size} widths={[72, 96]} />;
  if (!can('edit')) return null;
  const view = contentType === 'INTERNAL_COMICSERIES' ? creatorPaths.seriesView : creatorPaths.creatorView;
  return (
    <>
      <Button size={size} variant="outlined" component={RouterLink} to={view(uuid, 'edit')} startIcon={<EditOutlinedIcon />}>
        Edit
      </Button>
      <Button size={size} variant="outlined" component={RouterLink} to={view(uuid, 'preview')} startIcon={<VisibilityOutlinedIcon />}>
        Preview
      </Button>
    </>
  );
}

/** The Publish button of a draft series or creator, for a user who may publish it (spec 001 §4); its Congrats modal outlives the draft. */
export function ItemPublish({
  contentType,
  item,
  onChanged,
  size = 'small',
}: {
  contentType: InternalSeriesType;
  item: { uuid: string; name: string; status: InternalPublishStatus };
  onChanged?: () => void;
  size?: 'small' | 'medium';
}) {
  const { can, loading } = useItemPermission(item.uuid, contentType);
  if (loading) return item.status === 'DRAFT' ? <ButtonPlaceholders size={size} widths={[96]} /> : null;
  if (!can('publish')) return null;
  return <PublishButton contentType={contentType} uuid={item.uuid} name={item.name} status={item.status} size={size} onPublished={() => onChanged?.()} />;
}

/** Rounded skeletons the size of `size` buttons, shown while it is not yet known which buttons the user gets. */
function ButtonPlaceholders({ size, widths }: { size: 'small' | 'medium'; widths: number[] }) {
  const height = size === 'small' ? 30 : 36.5;
  return (
    <>
      {widths.map((width, index) => (
        <Skeleton key={index} variant="rounded" width={size === 'small' ? width : width + 12} height={height} sx={{ borderRadius: 999 }} aria-hidden />
      ))}
    </>
  );
}
