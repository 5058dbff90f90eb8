import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Comparison } from '../../../../shared/schemas/comparison.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useComparisonTexts } from '../i18n/texts.ts';
import { columnsOf, type Column } from '../lib/columns.ts';
import { sticky, stickyEnd } from './offer-row.tsx';

const caption = { display: 'block', whiteSpace: 'nowrap' } as const;

/**
 * The comparison's head: a column per format, or where a format asks for several quantities, a group of
 * columns under its title, one per quantity (the one that ranks marked) and run-on.
 */
export function ComparisonHead({ formats }: { formats: Comparison['formats'] }) {
  const ft = useComparisonTexts();
  const { count } = useFormat();
  const grouped = formats.some((f) => columnsOf(f).length > 1);
  const label = (column: Column) =>
    column.kind === 'runOn' ? ft('comparison.runOn') : ft('quantity', { count: count(column.count) });

  if (!grouped) {
    return (
      <TableHead>
        <TableRow>
          <TableCell sx={sticky}>{ft('comparison.supplier')}</TableCell>
          {formats.map((f) => (
            <TableCell key={f.id} align="right" sx={{ minWidth: 100 }}>
              {f.title}
              <Typography variant="caption" color="text.secondary" sx={caption}>
                {ft('quantity', { count: count(f.count) })}
              </Typography>
            </TableCell>
          ))}
          <TableCell align="right" sx={stickyEnd}>
            {ft('comparison.sum')}
          </TableCell>
        </TableRow>
      </TableHead>
    );
  }
  return (
    <TableHead>
      <TableRow>
        <TableCell sx={sticky} rowSpan={2}>
          {ft('comparison.supplier')}
        </TableCell>
        {formats.map((f) => (
          <TableCell key={f.id} align="center" colSpan={columnsOf(f).length} sx={{ borderBottom: 0, pb: 0 }}>
            {f.title}
          </TableCell>
        ))}
        <TableCell align="right" rowSpan={2} sx={stickyEnd}>
          {ft('comparison.sum')}
        </TableCell>
      </TableRow>
      <TableRow>
        {formats.flatMap((f) =>
          columnsOf(f).map((column) => (
            <TableCell
              key={`${f.id}:${column.kind}:${'count' in column ? column.count : ''}`}
              align="right"
              sx={{ minWidth: 90 }}
            >
              <Typography
                variant="caption"
                color={column.kind === 'count' ? 'text.primary' : 'text.secondary'}
                sx={{ ...caption, fontWeight: column.kind === 'count' ? 700 : 400 }}
              >
                {label(column)}
              </Typography>
              {column.kind === 'count' && columnsOf(f).length > 1 ? (
                <Typography variant="caption" color="text.secondary" sx={caption}>
                  {ft('comparison.ranks')}
                </Typography>
              ) : null}
            </TableCell>
          )),
        )}
      </TableRow>
    </TableHead>
  );
}
