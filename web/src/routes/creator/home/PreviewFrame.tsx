import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useBacklink } from '../../paths';
import { PageFrame } from './PageFrame';

/** The notice of the preview pages (spec 001 §2: they only work for the owner and team members). */
export const PREVIEW_NOTICE = 'This preview only works for you and the members of your team: fans see your comic in the reader apps once it is published.';

/**
 * The frame of a series or creator preview page (spec 001 §2): 'Preview' under the item's name,
 * back to the item's page (or the backlink), and the owner-and-team notice above the preview.
 */
export function PreviewFrame({ name, itemPath, children }: { name: string; itemPath: string; children: ReactNode }) {
  const back = useBacklink(itemPath);
  return (
    <PageFrame title="Preview" documentTitle={`Preview ${name}`} breadcrumbs={[{ label: name, to: itemPath }, { label: 'Preview' }]} back={back} maxWidth="md">
      <Stack spacing={3}>
        <Alert severity="info" icon={<InfoOutlinedIcon />} data-testid="preview-notice">
          {PREVIEW_NOTICE}
        </Alert>
        {children}
      </Stack>
    </PageFrame>
  );
}
