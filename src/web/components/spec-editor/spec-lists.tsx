import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
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
  removeLabel: (n: number) => string;
  row: (path: string, n: number) => ReactNode;
  columns: string;
};

function SpecList<T>({ control, name, readOnly, list, max, added, addLabel, removeLabel, row, columns }: ListProps<T>) {
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
        <Box key={i} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: `${columns} auto` }, gap: 1.5 }}>
          {row(`${name}.${list}.${i}`, i + 1)}
          {readOnly ? null : (
            <IconButton
              aria-label={removeLabel(i + 1)}
              onClick={() => field.onChange(rows.filter((__, j) => j !== i))}
              sx={{ alignSelf: 'center', justifySelf: 'start' }}
            >
              <DeleteOutlined />
            </IconButton>
          )}
        </Box>
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
      removeLabel={(n) => st('removePaper', { n })}
      columns="1fr 1.4fr 1fr 1fr"
      row={(path, n) => (
        <>
          <SpecSelect
            control={control}
            name={`${path}.part`}
            label={`${st('part')} (${n})`}
            values={PAPER_PARTS}
            text={(v) => st(`parts.${v}`)}
            readOnly={readOnly}
          />
          <SpecSelect
            control={control}
            name={`${path}.kind`}
            label={`${st('kind')} (${n})`}
            values={PAPER_KINDS}
            text={(v) => st(`kinds.${v}`)}
            readOnly={readOnly}
          />
          <FormTextField
            control={control}
            name={`${path}.grammage`}
            label={`${st('grammage')} (${n})`}
            required
            slotProps={{ input: { readOnly }, htmlInput: { inputMode: 'numeric' } }}
          />
          <SpecSelect
            control={control}
            name={`${path}.certified`}
            label={`${st('certified')} (${n})`}
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
      removeLabel={(n) => st('removeFinishing', { n })}
      columns="2fr 1fr"
      row={(path, n) => (
        <>
          <SpecSelect
            control={control}
            name={`${path}.kind`}
            label={st('finish', { n })}
            values={FINISHINGS}
            text={(v) => st(`finishings.${v}`)}
            readOnly={readOnly}
          />
          <SpecSelect
            control={control}
            name={`${path}.side`}
            label={`${st('side')} (${n})`}
            values={['', ...SIDES]}
            text={(v) => st(`sides.${v || 'unsaid'}`)}
            readOnly={readOnly}
          />
        </>
      )}
    />
  );
}
