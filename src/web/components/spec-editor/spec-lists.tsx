import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useController } from 'react-hook-form';
import { CERTIFICATIONS, FINISHINGS, PAPER_KINDS, PAPER_PARTS, SIDES } from '../../../shared/spec-values.ts';
import { FormTextField } from '../form/form-text-field.tsx';
import type { SpecFormValues } from './spec-form.ts';
import { useSpecTexts } from './i18n/texts.ts';
import { SpecSelect, type SpecPartProps } from './spec-select.tsx';

// A list of the spec (papers, finishing) is one value of the form, changed whole: its rows' fields are bound by
// position (`spec.papers.1.grammage`), so that choosing a product can replace the list with its preset.

type ListProps<T> = SpecPartProps & {
  list: 'papers' | 'finishing';
  max: number;
  added: T;
  addLabel: string;
  /** A row's name: "Paper 2"; its group's heading. */
  rowLabel: (n: number) => string;
  removeLabel: (n: number) => string;
  row: (path: string) => ReactNode;
  columns: { xs: string; sm?: string; md: string };
};

/** One row: a group named by its heading ("Paper 2"), its remove button beside the heading. */
function Row({
  label,
  remove,
  children,
  columns,
}: {
  label: string;
  remove: ReactNode;
  children: ReactNode;
  columns: ListProps<unknown>['columns'];
}) {
  const id = useId();
  return (
    <Box role="group" aria-labelledby={id}>
      <Stack direction="row" sx={{ alignItems: 'center', minHeight: 34 }}>
        <Typography id={id} variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {label}
        </Typography>
        {remove}
      </Stack>
      {/* Dense: on a phone a wide field (the paper's kind) takes a row, the narrow ones share the others. */}
      <Box sx={{ display: 'grid', gridAutoFlow: 'dense', gridTemplateColumns: columns, gap: 1.5, mt: 0.5 }}>
        {children}
      </Box>
    </Box>
  );
}

function SpecList<T>(props: ListProps<T>) {
  const { control, name, readOnly, list, max, added, addLabel, rowLabel, removeLabel, row, columns } = props;
  const st = useSpecTexts();
  const { field } = useController({ control, name: `${name}.${list}` });
  const rows = field.value as T[];
  return (
    <Stack spacing={1.5}>
      {rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {st('none')}
        </Typography>
      ) : null}
      {rows.map((_, i) => (
        <Row
          key={i}
          label={rowLabel(i + 1)}
          columns={columns}
          remove={
            readOnly ? null : (
              <IconButton
                size="small"
                aria-label={removeLabel(i + 1)}
                onClick={() => field.onChange(rows.filter((__, j) => j !== i))}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            )
          }
        >
          {row(`${name}.${list}.${i}`)}
        </Row>
      ))}
      {readOnly || rows.length >= max ? null : (
        <Box>
          <Button size="small" startIcon={<AddOutlined />} onClick={() => field.onChange([...rows, added])}>
            {addLabel}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

type Paper = SpecFormValues['papers'][number];
const newPaper: Paper = { part: 'all', kind: 'coated-matt', grammage: '', certified: '' };

/** The papers: part (cover, inside, all), kind, grammage, certificate; up to four. */
export function SpecPapers(props: SpecPartProps) {
  const st = useSpecTexts();
  const { control, readOnly } = props;
  return (
    <SpecList
      {...props}
      list="papers"
      max={4}
      added={newPaper}
      addLabel={st('addPaper')}
      rowLabel={(n) => st('paper', { n })}
      removeLabel={(n) => st('removePaper', { n })}
      columns={{ xs: '1fr 1fr', md: '1fr 1.5fr 1fr 1fr' }}
      row={(path) => (
        <>
          <SpecSelect
            control={control}
            name={`${path}.part`}
            label={st('part')}
            values={PAPER_PARTS}
            text={(v) => st(`parts.${v}`)}
            readOnly={readOnly}
          />
          <SpecSelect
            control={control}
            name={`${path}.kind`}
            label={st('kind')}
            values={PAPER_KINDS}
            text={(v) => st(`kinds.${v}`)}
            readOnly={readOnly}
            sx={{ gridColumn: { xs: 'span 2', md: 'auto' } }}
          />
          <FormTextField
            control={control}
            name={`${path}.grammage`}
            label={st('grammage')}
            required
            slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'numeric' } }}
          />
          <SpecSelect
            control={control}
            name={`${path}.certified`}
            label={st('certified')}
            values={['', ...CERTIFICATIONS]}
            text={(v) => v || st('noCertificate')}
            readOnly={readOnly}
          />
        </>
      )}
    />
  );
}

const newFinishing: SpecFormValues['finishing'][number] = { kind: 'lamination-matt', side: '' };

/** The finishing: what (lamination, spot UV, …) and on which side; up to ten. */
export function SpecFinishing(props: SpecPartProps) {
  const st = useSpecTexts();
  const { control, readOnly } = props;
  return (
    <SpecList
      {...props}
      list="finishing"
      max={10}
      added={newFinishing}
      addLabel={st('addFinishing')}
      rowLabel={(n) => st('finish', { n })}
      removeLabel={(n) => st('removeFinishing', { n })}
      columns={{ xs: '1fr', sm: '2fr 1fr', md: '2fr 1fr' }}
      row={(path) => (
        <>
          <SpecSelect
            control={control}
            name={`${path}.kind`}
            label={st('finishing')}
            values={FINISHINGS}
            text={(v) => st(`finishings.${v}`)}
            readOnly={readOnly}
          />
          <SpecSelect
            control={control}
            name={`${path}.side`}
            label={st('side')}
            values={['', ...SIDES]}
            text={(v) => st(`sides.${v || 'unsaid'}`)}
            readOnly={readOnly}
          />
        </>
      )}
    />
  );
}
