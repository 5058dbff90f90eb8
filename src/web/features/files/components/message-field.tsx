import { useFilesTexts } from '../i18n/texts.ts';
import { GrowingTextField } from '../../../components/form/growing-text-field.tsx';

/** The optional word to the printshops that comes with an amendment's mail. */
export function MessageField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const ft = useFilesTexts();
  return (
    <GrowingTextField
      label={ft('amend.message')}
      helperText={ft('amend.messageHelp')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
