import { zodResolver } from '@hookform/resolvers/zod';
import Close from '@mui/icons-material/Close';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import {
  FORMAT_LANGUAGES,
  type Format,
  type FormatInput,
  type FormatLanguage,
} from '../../../../shared/schemas/formats.ts';
import { SpecEditor } from '../../../components/spec-editor/spec-editor.tsx';
import { toSpecForm } from '../../../components/spec-editor/spec-form.ts';
import { VersionsEditor } from '../../../components/versions-editor/versions-editor.tsx';
import { toVersionsForm } from '../../../components/versions-editor/versions-form.ts';
import { useVersionsTexts } from '../../../components/versions-editor/i18n/texts.ts';
import { useSpecTexts } from '../../../components/spec-editor/i18n/texts.ts';
import { FormAlert } from '../../../components/form/form-alert.tsx';
import type { RecordFormProps } from '../../../components/record-dialogs.tsx';
import { MandatoryNote } from '../../../components/form/mandatory-note.tsx';
import { useRecordConflict } from '../../../components/form/use-record-conflict.tsx';
import { useRecordSubmit } from '../../../components/form/use-record-submit.ts';
import { useRecordScreenTexts } from '../../../i18n/records.ts';
import type { en } from '../i18n/en.ts';
import { useDiscardGuard } from '../../../components/use-discard-guard.tsx';
import { useFormatsTexts } from '../i18n/texts.ts';
import { FormatFormSchema, type FormatFormValues } from '../lib/format-form.ts';
import { FormatFields, FormatTextFields } from './format-fields.tsx';

type FieldKey = keyof (typeof en)['fields'];

const noTexts = { weight: '', personalisation: '', description: '' };
const empty: FormatFormValues = {
  title: '',
  format: '',
  color: '',
  perforation: '',
  fold: '',
  en: noTexts,
  de: noTexts,
  sk: noTexts,
  spec: null,
  versions: [],
};

/** A saved format's form values: everything but its id and version. */
const valuesOf = ({ id: _, version: _v, spec, versions, ...values }: Format): FormatFormValues => ({
  ...values,
  spec: toSpecForm(spec),
  versions: toVersionsForm(versions),
});

/** Create or edit a format: a full-screen form with the general fields and the texts of all three languages side by side. */
export function FormatDialog({ title, record, onSubmit, onClose, onReload }: RecordFormProps<Format, FormatInput>) {
  const ft = useFormatsTexts();
  const rt = useRecordScreenTexts();
  const st = useSpecTexts();
  const vt = useVersionsTexts();
  const titleId = useId();
  const form = useForm<FormatFormValues, unknown, FormatInput>({
    resolver: zodResolver(FormatFormSchema),
    defaultValues: record ? valuesOf(record) : empty,
  });
  const conflict = useRecordConflict(form, {
    reload: onReload,
    valuesOf,
    // `title`, `format`, …, or a text in one language: `de.weight`.
    label: (path) => {
      const [head, field] = path.split('.') as [string, string?];
      if (head === 'spec') return st('heading');
      if (head === 'versions') return vt('heading');
      if (!field) return ft(`fields.${head as FieldKey}`);
      return `${ft(`fields.${field as FieldKey}`)} (${ft(`languages.${head as FormatLanguage}`)})`;
    },
  });
  const submit = useRecordSubmit(form, onSubmit, conflict);
  const guard = useDiscardGuard(form.formState.isDirty && !form.formState.isSubmitting, onClose);

  return (
    <Dialog open fullScreen onClose={guard.requestClose} aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}
      >
        <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1, px: { xs: 1, sm: 2 } }}>
            <IconButton edge="start" aria-label={rt('close')} onClick={guard.requestClose}>
              <Close />
            </IconButton>
            <Typography id={titleId} variant="h6" component="h2" noWrap sx={{ flex: 1, fontWeight: 600 }}>
              {title}
            </Typography>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {record ? rt('save') : rt('create')}
            </Button>
          </Toolbar>
        </AppBar>
        <Container maxWidth="lg" sx={{ py: 3, px: { xs: 2, sm: 3 } }}>
          <Stack spacing={3}>
            <MandatoryNote />
            {conflict.alert}
            <FormAlert message={form.formState.errors.root?.server?.message} />
            <FormatFields control={form.control} heading={ft('general')} />
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
              <SpecEditor control={form.control} name="spec" />
            </Paper>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }}>
              <VersionsEditor control={form.control} name="versions" />
            </Paper>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3 }}>
              {FORMAT_LANGUAGES.map((lang) => (
                <FormatTextFields
                  key={lang}
                  control={form.control}
                  language={lang}
                  heading={ft('texts', { language: ft(`languages.${lang}`) })}
                />
              ))}
            </Box>
          </Stack>
        </Container>
      </Box>
      {guard.prompt}
    </Dialog>
  );
}
