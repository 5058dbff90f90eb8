import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { growingText } from './growing-text.ts';

type Props = Omit<TextFieldProps, 'multiline' | 'rows' | 'minRows' | 'maxRows' | 'slotProps' | 'sx'> & {
  /** The lines it shows when empty; it grows from there. */
  rows?: number;
  maxLength?: number;
};

/** A text field for a few lines of free text: a plain text area growing with its text (growing-text.ts). */
export function GrowingTextField({ rows = 3, maxLength = 4000, ...props }: Props) {
  return (
    <TextField
      {...props}
      multiline
      rows={rows}
      sx={growingText(rows)}
      slotProps={{ input: { inputComponent: 'textarea' }, htmlInput: { maxLength } }}
    />
  );
}
