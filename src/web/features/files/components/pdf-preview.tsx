import Box from '@mui/material/Box';
import { getDocument, GlobalWorkerOptions, VerbosityLevel, type RenderTask } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { useEffect, useRef, useState } from 'react';
import { Loading } from '../../../components/loading.tsx';
import { PreviewFailed } from './preview-failed.tsx';

// The worker is a file of this app, served from its own origin: the CSP allows scripts from there only.
GlobalWorkerOptions.workerSrc = workerUrl;

// Wide enough to read a page's headings in the dialog; sharper on dense screens.
const MAX_WIDTH = 800;

/** The first page of a PDF, drawn by pdf.js (its own chunk, loaded with this file). */
export default function PdfPreview({ url, label }: { url: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'shown' | 'failed'>('loading');

  // Drawing into a canvas is work outside React; the document and its worker end with the dialog.
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let cancelled = false;
    let render: RenderTask | null = null;
    // Only the first page is read: no pre-fetching of the rest. A broken file says so in the dialog, not the console.
    const loading = getDocument({ url, disableAutoFetch: true, verbosity: VerbosityLevel.ERRORS });
    loading.promise
      .then(async (pdf) => {
        const page = await pdf.getPage(1);
        if (cancelled) return;
        const ratio = window.devicePixelRatio || 1;
        const width = Math.min(element.parentElement?.clientWidth || MAX_WIDTH, MAX_WIDTH);
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * ratio });
        element.width = Math.floor(viewport.width);
        element.height = Math.floor(viewport.height);
        element.style.width = `${Math.floor(viewport.width / ratio)}px`;
        const canvasContext = element.getContext('2d');
        if (!canvasContext) throw new Error('No 2d canvas');
        render = page.render({ canvasContext, viewport });
        await render.promise;
        if (!cancelled) setState('shown');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      render?.cancel();
      void loading.destroy();
    };
  }, [url]);

  return (
    <Box sx={{ width: '100%', display: 'grid', justifyItems: 'center' }}>
      {state === 'loading' ? <Loading /> : null}
      {state === 'failed' ? <PreviewFailed /> : null}
      <Box
        component="canvas"
        ref={canvas}
        role="img"
        aria-label={label}
        sx={{
          display: state === 'shown' ? 'block' : 'none',
          maxWidth: '100%',
          height: 'auto',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'common.white',
        }}
      />
    </Box>
  );
}
