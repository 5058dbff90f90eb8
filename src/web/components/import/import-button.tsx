import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import type { ImportKind } from './import-file.ts';

// The dialog, its table and texts load when it is opened, not with the page (docs/decisions/008).
const ImportDialog = lazy(() => import('./import-dialog.tsx'));

/** "Import…" on a list page: opens the import dialog; `onImported` reloads the list. */
export function ImportButton({ kind, label, onImported }: { kind: ImportKind; label: string; onImported: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<UploadFileOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog kind={kind} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
