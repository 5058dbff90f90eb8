import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Link as RouterLink } from 'react-router';
import type { Format, FormatLanguage } from '../../../../shared/schemas/formats.ts';
import { formatPricesHref } from '../../../lib/paths.ts';
import { RecordTable, type Column } from '../../../components/record-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { useFormatsTexts } from '../i18n/texts.ts';

type Props = {
  formats: Format[];
  /** Whose texts the weight, personalisation and description columns show. */
  language: FormatLanguage;
  onEdit: (format: Format) => void;
  onDelete: (format: Format) => void;
};

export function FormatTable({ formats, language, onEdit, onDelete }: Props) {
  const ft = useFormatsTexts();
  const tag = ` (${language.toUpperCase()})`;
  const columns: Column<Format>[] = [
    { id: 'title', label: ft('fields.title'), value: (f) => f.title },
    { id: 'format', label: ft('fields.format'), value: (f) => f.format, minWidth: 120 },
    { id: 'color', label: ft('fields.color'), value: (f) => f.color },
    // At 1280 px nine columns crowd the row's actions out of view; the format's dialog and a phone's card show these.
    { id: 'perforation', label: ft('fields.perforation'), value: (f) => f.perforation, from: 'xl' },
    { id: 'fold', label: ft('fields.fold'), value: (f) => f.fold, from: 'xl' },
    { id: 'weight', label: ft('fields.weight') + tag, value: (f) => f[language].weight },
    {
      id: 'personalisation',
      label: ft('fields.personalisation') + tag,
      value: (f) => f[language].personalisation,
      from: 'xl',
    },
    { id: 'description', label: ft('fields.description') + tag, value: (f) => f[language].description, wide: true },
  ];
  return (
    <RecordTable
      label={ft('title')}
      columns={columns}
      rows={formats}
      rowKey={(f) => f.id}
      actions={(f) => (
        <RowActions
          name={f.title}
          onEdit={() => onEdit(f)}
          onDelete={() => onDelete(f)}
          extra={
            <Tooltip title={ft('prices.title')}>
              <IconButton
                component={RouterLink}
                to={formatPricesHref(f.id)}
                aria-label={ft('prices.open', { title: f.title })}
              >
                <ShowChartOutlined />
              </IconButton>
            </Tooltip>
          }
        />
      )}
    />
  );
}
