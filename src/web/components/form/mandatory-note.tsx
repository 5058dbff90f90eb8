import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The "* Mandatory Fields" label that explains the marks on required fields. */
export function MandatoryNote() {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" color="text.secondary">
      * {t('common.mandatoryFields')}
    </Typography>
  );
}
