import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useFilesTexts } from '../i18n/texts.ts';
import { MessageField } from './message-field.tsx';

type Props = {
  /** The files to add; kept while the dialog closes. */
  files: File[];
  open: boolean;
  onSend: (message: string) => void;
  onClose: () => void;
};

/** After sending, new documents are an amendment: says that the printshops are told, asks for a word to them. */
export function AmendUploadDialog({ files, open, onSend, onClose }: Props) {
  const ft = useFilesTexts();
  const [message, setMessage] = useState('');
  const send = async () => {
    onSend(message.trim());
    setMessage('');
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      title={ft('amend.title')}
      confirmLabel={ft('amend.confirm')}
      onConfirm={send}
      onClose={onClose}
      dirty={message.trim() !== ''}
    >
      <Stack spacing={2}>
        <span>{ft('amend.text')}</span>
        <Stack component="ul" sx={{ m: 0, pl: 3 }}>
          {files.map((f, i) => (
            <li key={`${i}:${f.name}`} style={{ overflowWrap: 'anywhere' }}>
              {f.name}
            </li>
          ))}
        </Stack>
        <MessageField value={message} onChange={setMessage} />
      </Stack>
    </ConfirmDialog>
  );
}
