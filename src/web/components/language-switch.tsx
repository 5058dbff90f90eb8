import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { isLanguage, LANGUAGES } from '../../shared/language-codes.ts';
import { currentLanguage, setLanguage } from '../i18n/i18n.ts';

/** EN/DE switch of the public pages; the choice is remembered in this browser. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={currentLanguage()}
      aria-label={t('language.label')}
      onChange={(_, value: unknown) => {
        if (isLanguage(value)) void setLanguage(value);
      }}
    >
      {LANGUAGES.map((lang) => (
        <ToggleButton key={lang} value={lang} aria-label={t(`language.${lang}`)} sx={{ px: 1.5, py: 0.25 }}>
          {lang.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
