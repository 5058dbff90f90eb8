import TextField from '@mui/material/TextField';
import { useFilesTexts } from '../i18n/texts.ts';
import { growingText } from '../../../components/form/growing-text.ts';

/** The optional word to the printshops that comes with an amendment's mail. */
export function MessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const ft = useFilesTexts();
  return (
    <TextField
      label={ft('amend.message')}
      helperText={ft('amend.messageHelp')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      multiline
      rows={3}
      sx={growingText(3)}
      slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { maxLength: 4000 } }}
    />
  );
}
