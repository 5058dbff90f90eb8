import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { PageTitle } from '../page-title.tsx';
import type { ImportKind } from './import-file.ts';

// The dialog, its table and texts load when it is opened, not with the page (docs/decisions/008).
const ImportDialog = lazy(() => import('./import-dialog.tsx'));

type Props = {
  title: string;
  kind: ImportKind;
  label: string;
  /** The list an import changes: reloaded once it saved. */
  queryKey: readonly string[];
};

/** A list page's title with its "Import…" button, which opens the import dialog (below the title on a phone). */
export function TitleWithImport({ title, kind, label, queryKey }: Props) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={2}
      sx={{ alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
    >
      <PageTitle>{title}</PageTitle>
      <Button variant="outlined" size="small" startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog
            kind={kind}
            onClose={() => setOpen(false)}
            onImported={() => void queryClient.invalidateQueries({ queryKey })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
