import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { STAFF_LANGUAGES } from '../../shared/languages.ts';
import { currentLanguage, setLanguage } from '../i18n/i18n.ts';

/**
 * EN/DE switch of the public pages; the choice is remembered in this browser. Two pressed/unpressed buttons, as
 * MUI's toggle group renders them, without loading the toggle group with the shell (the staff first load's budget).
 */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const chosen = currentLanguage();
  return (
    <Box role="group" aria-label={t('language.label')} sx={{ display: 'inline-flex' }}>
      {STAFF_LANGUAGES.map((lang, i) => (
        // The name as it is read out is the name shown (WCAG 2.5.3); the unchosen one in the text's full contrast.
        <Button
          key={lang}
          size="small"
          variant="outlined"
          aria-pressed={lang === chosen}
          onClick={() => void setLanguage(lang)}
          sx={{
            px: 1.5,
            py: 0.25,
            minWidth: 0,
            color: 'text.primary',
            borderColor: 'divider',
            textTransform: 'none',
            bgcolor: lang === chosen ? 'action.selected' : undefined,
            ...(i > 0 ? { ml: '-1px', borderTopLeftRadius: 0, borderBottomLeftRadius: 0 } : {}),
            ...(i < STAFF_LANGUAGES.length - 1 ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 } : {}),
          }}
        >
          {t(`language.${lang}`)}
        </Button>
      ))}
    </Box>
  );
}
