import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { isStaffLanguage, STAFF_LANGUAGES } from '../../shared/languages.ts';
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
        if (isStaffLanguage(value)) void setLanguage(value);
      }}
    >
      {STAFF_LANGUAGES.map((lang) => (
        // The name as it is read out is the name shown (WCAG 2.5.3); the unchosen one in the text's full contrast.
        <ToggleButton key={lang} value={lang} sx={{ px: 1.5, py: 0.25, color: 'text.primary', textTransform: 'none' }}>
          {t(`language.${lang}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
