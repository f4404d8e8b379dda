import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { canAddLink, ComicMessage, isLinkType, LINK_TYPE_DETAILS, LINK_TYPES, linkPrefix, parseLinkPair, type LinkType } from '@inkcast/schema';
import { useState } from 'react';

/** One row of the links editor: a type and the value typed after its prefix. */
export interface LinkRow {
  key: number;
  type: LinkType | '';
  value: string;
}

let nextKey = 1;

/** Editor rows from stored "TYPE:value" pairs (spec 001 §3). */
export function linkRowsFrom(pairs: readonly string[]): LinkRow[] {
  return pairs.map((pair) => {
    const link = parseLinkPair(pair);
    return { key: nextKey++, type: link && isLinkType(link.type) ? link.type : '', value: link?.value ?? pair };
  });
}

/** Placeholder of a link value by type. */
function placeholder(type: LinkType | ''): string {
  if (type === 'EMAIL') return 'you@example.com';
  if (type === 'MASTODON') return 'user@mastodon.social';
  if (type === 'WEBSITE' || type === 'MERCH_STORE') return 'www.example.com';
  return type ? 'your-username' : '';
}

/** Props of LinksEditor. */
export interface LinksEditorProps {
  rows: LinkRow[];
  onChange: (rows: LinkRow[]) => void;
}

/**
 * The creator's links editor (spec 001 §3, §5): a type picker and a value shown after the type's
 * fixed URL prefix (none for EMAIL and MASTODON); 'You can only add 25 links' when adding one
 * more at 25. Rows with an empty type or value are dropped on save.
 */
export function LinksEditor({ rows, onChange }: LinksEditorProps) {
  const [limitMessage, setLimitMessage] = useState('');
  const update = (key: number, change: Partial<LinkRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const add = () => {
    if (!canAddLink(rows.length)) {
      setLimitMessage(ComicMessage.LINKS_TOO_MANY);
      return;
    }
    setLimitMessage('');
    onChange([...rows, { key: nextKey++, type: '', value: '' }]);
  };
  return (
    <Box>
      <Stack spacing={1.5} role="list" aria-label="Links">
        {rows.map((row, index) => {
          const prefix = row.type ? linkPrefix(row.type) : '';
          return (
            <Stack
              key={row.key}
              role="listitem"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, p: { xs: 1.5, sm: 0 }, border: { xs: 1, sm: 0 }, borderColor: 'divider', borderRadius: 2 }}
            >
              <TextField
                select
                label="Link type"
                value={row.type}
                onChange={(e) => update(row.key, { type: e.target.value as LinkType })}
                sx={{ width: { xs: '100%', sm: 190 }, flexShrink: 0 }}
                slotProps={{ htmlInput: { 'aria-label': `Link ${index + 1} type` } }}
              >
                {LINK_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {LINK_TYPE_DETAILS[type].label}
                  </MenuItem>
                ))}
              </TextField>
              <Stack direction="row" spacing={1} sx={{ flexGrow: 1, alignItems: 'flex-start' }}>
                <TextField
                  label={row.type === 'EMAIL' ? 'Email address' : row.type === 'MASTODON' ? 'Mastodon handle' : 'Link'}
                  value={row.value}
                  onChange={(e) => update(row.key, { value: e.target.value })}
                  placeholder={placeholder(row.type)}
                  fullWidth
                  slotProps={{
                    htmlInput: { 'aria-label': `Link ${index + 1}` },
                    input: prefix
                      ? {
                          startAdornment: (
                            <InputAdornment position="start" sx={{ mr: 0.25 }}>
                              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                                {prefix}
                              </Typography>
                            </InputAdornment>
                          ),
                        }
                      : undefined,
                  }}
                />
                <IconButton aria-label={`Remove link ${index + 1}`} onClick={() => onChange(rows.filter((r) => r.key !== row.key))} sx={{ mt: 1 }}>
                  <DeleteOutlineOutlinedIcon />
                </IconButton>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
      <Button startIcon={<AddOutlinedIcon />} onClick={add} sx={{ mt: rows.length ? 1.5 : 0 }} variant="outlined" size="small">
        Add a link
      </Button>
      {limitMessage && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="links-limit">
          {limitMessage}
        </Typography>
      )}
    </Box>
  );
}
