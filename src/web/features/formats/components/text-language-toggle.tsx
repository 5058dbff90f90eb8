import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { FORMAT_LANGUAGES, FormatLanguageSchema, type FormatLanguage } from '../../../../shared/schemas/formats.ts';
import { useFormatsTexts } from '../i18n/texts.ts';

/** EN / DE / SK: which language's texts the formats table shows. */
export function TextLanguageToggle({
  value,
  onChange,
}: {
  value: FormatLanguage;
  onChange: (language: FormatLanguage) => void;
}) {
  const ft = useFormatsTexts();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={ft('textLanguage')}
      onChange={(_, next: unknown) => {
        // Clicking the pressed button again gives null: one language always stays chosen.
        const parsed = FormatLanguageSchema.safeParse(next);
        if (parsed.success) onChange(parsed.data);
      }}
    >
      {FORMAT_LANGUAGES.map((lang) => (
        // The name read out begins with the one shown (WCAG 2.5.3); the unchosen ones in the text's full contrast.
        <ToggleButton
          key={lang}
          value={lang}
          aria-label={`${lang.toUpperCase()}: ${ft(`languages.${lang}`)}`}
          sx={{ px: 2, color: 'text.primary' }}
        >
          {lang.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
