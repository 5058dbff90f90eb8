import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FormatLanguage } from '../../../../shared/schemas/formats.ts';
import { useFormats } from '../../../api/get-formats.ts';
import { AddFab, FAB_ROOM } from '../../../components/add-fab.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { FormatDialogs, type FormatDialogState } from '../components/format-dialogs.tsx';
import { FormatTable } from '../components/format-table.tsx';
import { TextLanguageToggle } from '../components/text-language-toggle.tsx';
import { useFormatsTexts } from '../i18n/texts.ts';

/** Formats: the list with the texts of one language at a time, and the create, edit and delete dialogs. */
export function FormatsPage() {
  const t = useFormatsTexts();
  const formats = useFormats();
  // The texts in the reader's own language first.
  const [language, setLanguage] = useState<FormatLanguage>(currentLanguage);
  const [dialog, setDialog] = useState<FormatDialogState>(null);

  return (
    <Box sx={{ pb: FAB_ROOM }}>
      <PageTitle>{t('title')}</PageTitle>
      {formats.isPending ? <Loading /> : null}
      {formats.isError ? <LoadFailed error={formats.error} onRetry={() => void formats.refetch()} /> : null}
      {formats.data?.length === 0 ? <EmptyState icon={<ViewQuiltOutlined />} title={t('empty')} hint={t('emptyHint')} /> : null}
      {formats.data?.length ? (
        <>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('textLanguage')}
            </Typography>
            <TextLanguageToggle value={language} onChange={setLanguage} />
          </Stack>
          <FormatTable
            formats={formats.data}
            language={language}
            onEdit={(format) => setDialog({ kind: 'edit', format })}
            onDelete={(format) => setDialog({ kind: 'delete', format })}
          />
        </>
      ) : null}
      <AddFab label={t('add')} onClick={() => setDialog({ kind: 'create' })} />
      <FormatDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Box>
  );
}
