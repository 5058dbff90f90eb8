import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '../../../shared/schemas/imports.ts';
import { issueText } from '../../lib/error-message.ts';
import { parseIssue } from '../../../shared/validation.ts';
import type { ImportKind } from './import-file.ts';
import { useImportTexts } from './import-texts.ts';

/** A page of a long file's rows at a time: 10,000 rows stay quick to show. */
const PAGE = 100;

const COLORS = { create: 'success', update: 'info', skip: 'error' } as const;

/** The preview: every row of the file with what saving does with it and its problems in red, a page at a time. */
export function ImportPreview({ kind, result }: { kind: ImportKind; result: ImportResult }) {
  const it = useImportTexts();
  const { t } = useTranslation();
  const [onlyProblems, setOnlyProblems] = useState(false);
  const [page, setPage] = useState(0);
  const rows = onlyProblems ? result.rows.filter((r) => r.problems.length > 0) : result.rows;
  const shown = rows.slice(page * PAGE, (page + 1) * PAGE);
  return (
    <>
      <Typography role="status" sx={{ mb: 1 }}>
        {it('summary', {
          rows: result.rows.length,
          created: result.created,
          updated: result.updated,
          skipped: result.skipped,
        })}
      </Typography>
      {result.ignoredColumns.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          {it('ignored', { columns: result.ignoredColumns.join(', ') })}
        </Typography>
      )}
      {result.skipped > 0 && (
        <FormControlLabel
          control={
            <Switch
              checked={onlyProblems}
              onChange={(e) => {
                setOnlyProblems(e.target.checked);
                setPage(0);
              }}
            />
          }
          label={it('onlyProblems')}
        />
      )}
      <Table size="small" aria-label={it(`title.${kind}`)}>
        <TableHead>
          <TableRow>
            <TableCell>{it('row')}</TableCell>
            <TableCell>{it(`name.${kind}`)}</TableCell>
            <TableCell>{it('action')}</TableCell>
            <TableCell>{it('problems')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((r) => (
            <TableRow key={r.row}>
              <TableCell>{r.row}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.label}</TableCell>
              <TableCell>
                <Chip size="small" variant="outlined" color={COLORS[r.action]} label={it(`actions.${r.action}`)} />
              </TableCell>
              <TableCell sx={{ color: 'error.main' }}>
                {r.problems.map((p) => (
                  <div key={`${p.field}-${p.code}`}>
                    {p.column}: {issueText(t, parseIssue(p.code, p.params))}
                  </div>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {rows.length > PAGE && (
        <TablePagination
          component="div"
          count={rows.length}
          page={page}
          rowsPerPage={PAGE}
          rowsPerPageOptions={[]}
          onPageChange={(_, p) => setPage(p)}
        />
      )}
    </>
  );
}
