import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useRecordScreenTexts } from '../i18n/records.ts';

export type Column<T> = {
  id: string;
  label: string;
  /** The cell's text; an empty one is left out of a phone card. */
  value: (row: T) => string;
  /** How the cell shows the value, when plain text will not do. */
  render?: (row: T) => ReactNode;
  /** Long texts get a wider column and keep their line breaks. */
  wide?: boolean;
  /** Kept on one line (an IBAN in its groups). */
  nowrap?: boolean;
  /** Room for a short value's usual length (a size: "210 × 297 mm"), so that it does not wrap. */
  minWidth?: number;
  /** In the table only from this screen width up (a card and the record's dialog always show it). */
  from?: 'lg' | 'xl';
};

type Props<T> = {
  /** The accessible name of the table (or of the list of cards). */
  label: string;
  /** The first column names the record: it heads the card on a phone. */
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  actions?: (row: T) => ReactNode;
  /** Below the `md` breakpoint each record becomes a card; a table of two short columns does not need it. */
  cardsOnPhone?: boolean;
};

// Words stay whole: a too-narrow table scrolls sideways rather than cutting an address into letters.
const textCell = { whiteSpace: 'pre-line', overflowWrap: 'break-word' } as const;
const cell = <T,>(column: Column<T>, row: T) => (column.render ? column.render(row) : column.value(row));
const shownFrom = (from: Column<unknown>['from']) => (from ? { display: { xs: 'none', [from]: 'table-cell' } } : {});

// The record's name may be one long word ("…betriebsgesellschaft"): it breaks rather than widening the table.
const nameCell = { ...textCell, fontWeight: 600, overflowWrap: 'anywhere', minWidth: 140, maxWidth: 320 } as const;

// The actions stay in view at the row's end while a table wider than the screen scrolls sideways.
const actionsCell = {
  whiteSpace: 'nowrap',
  py: 0,
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  boxShadow: (theme: { palette: { divider: string } }) => `inset 1px 0 0 ${theme.palette.divider}`,
} as const;

/** A list of records: a table on wide screens, one card per record on phones. */
export function RecordTable<T>({ label, columns, rows, rowKey, actions, cardsOnPhone = true }: Props<T>) {
  const rt = useRecordScreenTexts();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  if (cardsOnPhone && narrow)
    return <RecordCards label={label} columns={columns} rows={rows} rowKey={rowKey} actions={actions} />;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={label} size="small" sx={{ '& .MuiTableCell-root': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.id}
                sx={{ fontWeight: 600, minWidth: column.wide ? 160 : column.minWidth, ...shownFrom(column.from) }}
              >
                {column.label}
              </TableCell>
            ))}
            {actions ? (
              <TableCell align="right" sx={{ ...actionsCell, fontWeight: 600, py: undefined }}>
                {rt('actions')}
              </TableCell>
            ) : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column, index) => (
                <TableCell
                  key={column.id}
                  sx={{
                    ...(index === 0 ? nameCell : textCell),
                    ...(column.nowrap && { whiteSpace: 'nowrap' }),
                    ...shownFrom(column.from),
                  }}
                >
                  {cell(column, row)}
                </TableCell>
              ))}
              {actions ? (
                <TableCell align="right" sx={actionsCell}>
                  {actions(row)}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RecordCards<T>({ label, columns, rows, rowKey, actions }: Omit<Props<T>, 'cardsOnPhone'>) {
  const [first, ...rest] = columns;
  return (
    <Stack component="ul" aria-label={label} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Paper component="li" key={rowKey(row)} variant="outlined" sx={{ p: 2, pr: 1 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ fontWeight: 600, flex: 1, minWidth: 0, overflowWrap: 'break-word', pt: 0.5 }}
            >
              {first ? first.value(row) : null}
            </Typography>
            {actions ? actions(row) : null}
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
              columnGap: 2,
              rowGap: 0.5,
              m: 0,
              mt: 0.5,
              pr: 1,
            }}
          >
            {rest
              .filter((column) => column.value(row) !== '')
              .map((column) => (
                <Box key={column.id} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {column.label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ ...textCell, m: 0 }}>
                    {cell(column, row)}
                  </Typography>
                </Box>
              ))}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}
