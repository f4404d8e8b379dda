import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import OpenInNewOutlinedIcon from '@mui/icons-material/OpenInNewOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import RocketLaunchOutlinedIcon from '@mui/icons-material/RocketLaunchOutlined';
import SchoolOutlinedIcon from '@mui/icons-material/SchoolOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../session/useSession';

/** The icon types of a dashboard card (spec 001 §2). */
export type DashboardCardIcon =
  | 'complete-setup'
  | 'new-episode'
  | 'analytics'
  | 'team'
  | 'settings'
  | 'upgrade'
  | 'education'
  | 'payment'
  | 'distribute'
  | 'changelog';

const ICONS: Readonly<Record<DashboardCardIcon, typeof TaskAltOutlinedIcon>> = {
  'complete-setup': TaskAltOutlinedIcon,
  'new-episode': AddPhotoAlternateOutlinedIcon,
  analytics: InsightsOutlinedIcon,
  team: GroupsOutlinedIcon,
  settings: SettingsOutlinedIcon,
  upgrade: RocketLaunchOutlinedIcon,
  education: SchoolOutlinedIcon,
  payment: PaymentsOutlinedIcon,
  distribute: HubOutlinedIcon,
  changelog: HistoryOutlinedIcon,
};

/** Where a card goes: an in-app link, an outbound link (new tab), or a POST form with hidden fields. */
export type DashboardCardTarget =
  | { kind: 'link'; to: string }
  | { kind: 'outbound'; href: string }
  | { kind: 'form'; action: string; fields: Record<string, string> };

/** One card of the grid (spec 001 §2). */
export interface DashboardCardItem {
  /** Stable key; defaults to the title. */
  id?: string;
  title: string;
  description?: ReactNode;
  /** Trusted HTML (the app's own text only), shown under the description. */
  html?: string;
  icon: DashboardCardIcon;
  highlighted?: boolean;
  /** Not clickable; `disabledLabel` says why ('Coming Later'). */
  disabled?: boolean;
  disabledLabel?: string;
  target?: DashboardCardTarget;
}

/** Props of DashboardCardGrid. */
export interface DashboardCardGridProps {
  cards: DashboardCardItem[];
  /** Accessible name of the grid. */
  label?: string;
}

function CardBody({ card }: { card: DashboardCardItem }) {
  const Icon = ICONS[card.icon];
  const highlighted = !!card.highlighted && !card.disabled;
  return (
    <Box sx={{ display: 'flex', gap: 2, p: { xs: 2, sm: 2.5 }, alignItems: 'flex-start', height: '100%', textAlign: 'left', width: '100%' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          color: highlighted ? theme.palette.primary.contrastText : card.disabled ? theme.palette.text.disabled : theme.palette.primary.main,
          bgcolor: highlighted ? theme.palette.primary.main : card.disabled ? theme.palette.action.hover : alpha(theme.palette.primary.main, 0.08),
        })}
      >
        <Icon />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, lineHeight: 1.3 }} color={card.disabled ? 'text.secondary' : 'text.primary'}>
            {card.title}
          </Typography>
          {card.disabled && card.disabledLabel && <Chip size="small" label={card.disabledLabel} sx={{ height: 22 }} />}
          {card.target?.kind === 'outbound' && <OpenInNewOutlinedIcon sx={{ fontSize: 16, color: 'text.secondary' }} aria-label="opens in a new tab" />}
        </Box>
        {card.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {card.description}
          </Typography>
        )}
        {card.html && (
          <Typography component="div" variant="body2" color="text.secondary" sx={{ mt: 0.5, '& p': { m: 0 } }} dangerouslySetInnerHTML={{ __html: card.html }} />
        )}
      </Box>
    </Box>
  );
}

function GridCard({ card, csrfToken }: { card: DashboardCardItem; csrfToken: string | null }) {
  const highlighted = !!card.highlighted && !card.disabled;
  const target = card.disabled ? undefined : card.target;
  const shared = { 'data-card': card.id ?? card.title, 'data-highlighted': highlighted, 'data-disabled': !!card.disabled };
  const actionSx = { height: '100%', display: 'flex', alignItems: 'stretch' } as const;
  let content: ReactNode;
  if (!target) {
    content = <CardBody card={card} />;
  } else if (target.kind === 'link') {
    content = (
      <CardActionArea component={RouterLink} to={target.to} sx={actionSx}>
        <CardBody card={card} />
      </CardActionArea>
    );
  } else if (target.kind === 'outbound') {
    content = (
      <CardActionArea component="a" href={target.href} target="_blank" rel="noopener noreferrer" sx={actionSx}>
        <CardBody card={card} />
      </CardActionArea>
    );
  } else {
    content = (
      <Box component="form" method="post" action={target.action} sx={{ height: '100%' }}>
        <input type="hidden" name="token" value={csrfToken ?? ''} />
        {Object.entries(target.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <CardActionArea type="submit" disabled={!csrfToken} sx={actionSx}>
          <CardBody card={card} />
        </CardActionArea>
      </Box>
    );
  }
  return (
    <Card
      component="li"
      {...shared}
      aria-disabled={card.disabled || undefined}
      sx={(theme) => ({
        listStyle: 'none',
        height: '100%',
        borderWidth: highlighted ? 2 : 1,
        borderColor: highlighted ? theme.palette.primary.main : undefined,
        bgcolor: highlighted ? alpha(theme.palette.primary.main, 0.04) : card.disabled ? '#fafafc' : undefined,
        transition: 'box-shadow 150ms, border-color 150ms',
        '&:hover': target ? { boxShadow: '0 10px 30px -18px rgba(19, 18, 53, 0.45)' } : undefined,
      })}
    >
      {content}
    </Card>
  );
}

/**
 * The dashboard card grid (spec 001 §2): two columns of cards (one on a phone), each with an icon,
 * a title and an optional description or html. A card may be highlighted or disabled (not
 * clickable), and is an in-app link, an outbound link opening in a new tab, or a POST form with
 * hidden fields (plus the CSRF `token`) submitting to its url.
 */
export function DashboardCardGrid({ cards, label }: DashboardCardGridProps) {
  const { csrfToken } = useSession();
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, gap: { xs: 1.5, sm: 2 }, p: 0, m: 0 }}
    >
      {cards.map((card) => (
        <GridCard key={card.id ?? card.title} card={card} csrfToken={csrfToken} />
      ))}
    </Box>
  );
}
