import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { offersExportHref } from '../api/get-offer-exports.ts';
import { useRecordsTexts } from '../i18n/texts.ts';

/** The comparison's downloads, as plain links; none while sealed bids are not open (the server refuses them). */
export function ExportButtons({ taskId, comparison }: { taskId: string; comparison: Comparison | undefined }) {
  const ft = useRecordsTexts();
  if (!comparison || comparison.opening !== null) return null;
  return (
    <>
      <Button component="a" href={offersExportHref(taskId, 'xlsx')} download startIcon={<FileDownloadOutlined />}>
        {ft('exports.xlsx')}
      </Button>
      <Button component="a" href={offersExportHref(taskId, 'csv')} download>
        {ft('exports.csv')}
      </Button>
    </>
  );
}
