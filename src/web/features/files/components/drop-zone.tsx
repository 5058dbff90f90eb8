import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type DragEvent, type ReactNode } from 'react';
import { useFilesTexts } from '../i18n/texts.ts';

// Files dragged from the desktop, over the zone itself: a dialog's events bubble here through its portal.
const hasFiles = (e: DragEvent) =>
  e.dataTransfer.types.includes('Files') && e.currentTarget.contains(e.target as Node | null);

/** Files dropped anywhere on `children` are taken; while they are dragged over, it says so. */
export function DropZone({
  enabled,
  onFiles,
  children,
}: {
  enabled: boolean;
  onFiles: (files: File[]) => void;
  children: ReactNode;
}) {
  const ft = useFilesTexts();
  const [over, setOver] = useState(false);
  // A file dropped beside the zone would make the browser open it in place of the page, losing what was typed.
  useEffect(() => {
    if (!enabled) return;
    const refuse = (e: globalThis.DragEvent) => {
      if (e.defaultPrevented || !e.dataTransfer?.types.includes('Files')) return;
      e.preventDefault();
      e.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, [enabled]);
  if (!enabled) return <>{children}</>;
  const dragOver = (e: DragEvent) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  return (
    <Box
      sx={{ position: 'relative' }}
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={(e) => {
        // Leaving for a child of the zone is no leaving.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        setOver(false);
        onFiles([...e.dataTransfer.files]);
      }}
    >
      {children}
      {over ? (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: 'rgba(255, 255, 255, 0.9)',
            pointerEvents: 'none',
          }}
        >
          <Typography variant="h2" component="p" color="primary">
            {ft('dropNow')}
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
