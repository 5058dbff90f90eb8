import ViewQuiltOutlined from '@mui/icons-material/ViewQuiltOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Format, FormatLanguage } from '../../../../shared/schemas/formats.ts';
import { formatsQueryKey, useFormats } from '../../../api/get-formats.ts';
import { AddFab, FAB_ROOM } from '../../../components/add-fab.tsx';
import { TitleWithImport } from '../../../components/import/title-with-import.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useRecordDialog } from '../../../components/record-dialogs.tsx';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { FormatDialogs } from '../components/format-dialogs.tsx';
import { FormatTable } from '../components/format-table.tsx';
import { TextLanguageToggle } from '../components/text-language-toggle.tsx';
import { useFormatsTexts } from '../i18n/texts.ts';

/** Formats: the list with the texts of one language at a time, and the create, edit and delete dialogs. */
export function FormatsPage() {
  const ft = useFormatsTexts();
  const formats = useFormats();
  // The texts in the reader's own language first.
  const [language, setLanguage] = useState<FormatLanguage>(currentLanguage);
  const dialog = useRecordDialog<Format>();

  return (
    <Box sx={{ pb: FAB_ROOM }}>
      <TitleWithImport title={ft('title')} kind="formats" label={ft('import')} queryKey={formatsQueryKey} />
      <QueryState
        query={formats}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={<ViewQuiltOutlined />} title={ft('empty')} hint={ft('emptyHint')} />}
      >
        {(list) => (
          <>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {ft('textLanguage')}
              </Typography>
              <TextLanguageToggle value={language} onChange={setLanguage} />
            </Stack>
            <FormatTable formats={list} language={language} onEdit={dialog.edit} onDelete={dialog.remove} />
          </>
        )}
      </QueryState>
      <AddFab label={ft('add')} onClick={dialog.create} />
      <FormatDialogs state={dialog} />
    </Box>
  );
}
