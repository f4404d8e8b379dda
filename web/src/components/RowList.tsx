import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEventHandler, ReactNode } from 'react';

/** A list of outlined rows (seasons, invitations, payment rules, episodes), named by `label`. */
export function RowList({ label, spacing = 1.5, children }: { label: string; spacing?: number; children: ReactNode }) {
  return (
    <Stack component="ul" role="list" aria-label={label} spacing={spacing} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

/** Props of Row: its content, style overrides and `data-*` attributes that name the item for tests. */
export type RowProps = { children: ReactNode; sx?: SxProps<Theme>; onClick?: MouseEventHandler<HTMLLIElement> } & { [data: `data-${string}`]: string | undefined };

/** One row of a RowList: an outlined box laying its parts out in a line that wraps. */
export function Row({ children, sx, ...rest }: RowProps) {
  return (
    <Paper component="li" variant="outlined" sx={[{ p: 2, borderRadius: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]} {...rest}>
      {children}
    </Paper>
  );
}

/** A row's Edit and Delete buttons, each shown when its handler is given; `label` names the item for screen readers ('Edit Season 2'). */
export function RowActions({ label, onEdit, onDelete }: { label: string; onEdit?: () => void; onDelete?: () => void }) {
  return (
    <Stack direction="row" spacing={1}>
      {onEdit && (
        <Button size="small" variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit} aria-label={`Edit ${label}`}>
          Edit
        </Button>
      )}
      {onDelete && (
        <Button size="small" variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete} aria-label={`Delete ${label}`}>
          Delete
        </Button>
      )}
    </Stack>
  );
}
