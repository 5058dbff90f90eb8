import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../../../shared/schemas/imports.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { importFile, type ImportKind } from './import-file.ts';
import { ImportPreview } from './import-preview.tsx';
import { addImportErrorTexts, useImportTexts } from './import-texts.ts';
import { TemplateLinks } from './template-links.tsx';

addImportErrorTexts();

type Props = { kind: ImportKind; onClose: () => void; onImported: () => void };

type Step =
  | { at: 'choose' }
  | { at: 'sending'; fraction: number; confirm: boolean }
  | { at: 'preview'; result: ImportResult }
  | { at: 'done'; result: ImportResult };

/**
 * Import printshops or formats (docs/product.md#import): choose a file, see every row with its problems (nothing
 * saved), skip the rows with problems if need be, import; progress while the file is sent and read.
 */
export default function ImportDialog({ kind, onClose, onImported }: Props) {
  const it = useImportTexts();
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ at: 'choose' });
  const [skip, setSkip] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (chosen: File, confirm: boolean) => {
    setError(null);
    setStep({ at: 'sending', fraction: 0, confirm });
    try {
      const result = await importFile({
        kind,
        file: chosen,
        confirm,
        skipInvalid: skip,
        onProgress: (fraction) => setStep({ at: 'sending', fraction, confirm }),
      });
      setStep({ at: confirm ? 'done' : 'preview', result });
      if (confirm) onImported();
    } catch (err) {
      setError(errorMessage(t, err));
      setStep({ at: 'choose' });
    }
  };
  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setSkip(false);
    void send(chosen, false);
  };

  const preview = step.at === 'preview' ? step.result : null;
  const saving = preview !== null && preview.created + preview.updated > 0;
  const canImport = saving && (preview.skipped === 0 || skip);
  const busy = step.at === 'sending';

  return (
    <Dialog open fullWidth maxWidth="md" fullScreen={phone} onClose={busy ? undefined : onClose}>
      <DialogTitle>{it(`title.${kind}`)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {step.at !== 'done' && (
            <>
              <Typography variant="body2">{it('intro')}</Typography>
              <TemplateLinks kind={kind} />
              <input
                ref={input}
                type="file"
                hidden
                aria-label={it('choose')}
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                onChange={(e) => {
                  choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Button variant="outlined" disabled={busy} onClick={() => input.current?.click()}>
                  {file ? it('chooseAnother') : it('choose')}
                </Button>
                {file && <Typography variant="body2">{file.name}</Typography>}
              </Stack>
            </>
          )}
          {step.at === 'sending' && (
            <div role="status">
              <LinearProgress
                variant={step.fraction < 1 ? 'determinate' : 'indeterminate'}
                value={step.fraction * 100}
              />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {step.fraction < 1
                  ? it('uploading', { percent: Math.round(step.fraction * 100) })
                  : step.confirm
                    ? it('saving')
                    : it('checking')}
              </Typography>
            </div>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {preview && preview.rows.length === 0 && <Alert severity="info">{it('nothing')}</Alert>}
          {preview && preview.rows.length > 0 && <ImportPreview kind={kind} result={preview} />}
          {preview && preview.skipped > 0 && saving && (
            <div>
              <FormControlLabel
                control={<Checkbox checked={skip} onChange={(e) => setSkip(e.target.checked)} />}
                label={it('skip', { count: preview.skipped })}
              />
              <Typography variant="body2" color="text.secondary">
                {it('skipHint')}
              </Typography>
            </div>
          )}
          {step.at === 'done' && (
            <Alert severity="success" role="status">
              {it(`done.${kind}`, {
                count: step.result.created + step.result.updated,
                created: step.result.created,
                updated: step.result.updated,
                skipped: step.result.skipped,
              })}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {step.at === 'done' ? (
          <Button variant="contained" onClick={onClose}>
            {it('close')}
          </Button>
        ) : (
          <>
            <Button disabled={busy} onClick={onClose}>
              {it('cancel')}
            </Button>
            <Button variant="contained" disabled={!canImport || busy} onClick={() => file && void send(file, true)}>
              {it('import')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
