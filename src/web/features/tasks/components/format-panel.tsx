import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import ExpandMoreOutlined from '@mui/icons-material/ExpandMoreOutlined';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FORMAT_LANGUAGES, type FormatLanguage } from '../../../../shared/schemas/formats.ts';
import { FormCheckbox } from '../../../components/form/form-checkbox.tsx';
import { FormTextField, readOnlyLook, type AnyControl } from '../../../components/form/form-text-field.tsx';
import { VersionsEditor } from '../../../components/versions-editor/versions-editor.tsx';
import { typedVersionsTotal } from '../../../components/versions-editor/versions-form.ts';
import { useVersionsTexts } from '../../../components/versions-editor/i18n/texts.ts';
import { SpecEditor } from '../../../components/spec-editor/spec-editor.tsx';
import { useTasksTexts } from '../i18n/texts.ts';
import type { TaskFormValues } from '../lib/task-form-model.ts';
import { parseCount } from '../../../../shared/money.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { QuantityScales } from './quantity-scales.tsx';
import { StoreFormatButton } from './store-format-button.tsx';

type Props = {
  control: AnyControl<TaskFormValues>;
  /** The saved task: a saved free format can become a stored format. */
  taskId: string;
  index: number;
  readOnly: boolean;
  expanded: boolean;
  invalid: boolean;
  onToggle: () => void;
  onRemove: () => void;
  /** The format was saved as the stored format `formatId`. */
  onStored: (formatId: string) => void;
};

const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 };

/** One format of the task: its print data and, per language, weight, personalisation and description. */
export function FormatPanel(props: Props) {
  const { control, taskId, index, readOnly, expanded, invalid, onToggle, onRemove, onStored } = props;
  const ft = useTasksTexts();
  const vt = useVersionsTexts();
  const { count: formatCount } = useFormat();
  const id = useId();
  const [lang, setLang] = useState<FormatLanguage>('en');
  const title = useWatch({ control, name: `formats.${index}.title` });
  const typed = useWatch({ control, name: `formats.${index}.count` });
  // With versions the quantity is their sum (task-form-model.ts sends it so).
  const total = typedVersionsTotal(useWatch({ control, name: `formats.${index}.versions` }));
  const count = total === null ? typed : String(total);
  const savedId = useWatch({ control, name: `formats.${index}.id` });
  const linked = useWatch({ control, name: `formats.${index}.formatId` });
  const quantity = parseCount(count);
  const input = { input: { readOnly } };
  const field = (name: 'format' | 'color' | 'perforation' | 'fold') => (
    <FormTextField
      control={control}
      name={`formats.${index}.${name}`}
      label={ft(`formats.${name}`)}
      slotProps={input}
    />
  );

  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      variant="outlined"
      disableGutters
      // A closed format's fields are not mounted: a task page of a few formats otherwise measured every closed
      // format's text areas at each render (MUI's autosize), a third of the page's first render with 1,000 rows.
      slotProps={{ region: { id: `${id}-details` }, transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreOutlined />} id={`${id}-summary`} aria-controls={`${id}-details`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}>
          {invalid ? <ErrorOutlined color="error" fontSize="small" /> : null}
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title.trim() || ft('formats.untitled')}
          </Typography>
          {count.trim() ? (
            <Typography variant="body2" color="text.secondary">
              {ft('formats.quantity', {
                count: quantity === null ? count.trim() : formatCount(quantity),
              })}
            </Typography>
          ) : null}
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Box sx={grid}>
            <FormTextField
              control={control}
              name={`formats.${index}.title`}
              label={ft('formats.title')}
              required={!readOnly}
              slotProps={input}
            />
            {total === null ? (
              <FormTextField
                control={control}
                name={`formats.${index}.count`}
                label={ft('formats.count')}
                required={!readOnly}
                slotProps={{ ...input, htmlInput: { inputMode: 'numeric' } }}
              />
            ) : (
              <TextField
                label={ft('formats.count')}
                value={formatCount(total)}
                helperText={vt('sum')}
                slotProps={{ input: { readOnly: true, sx: readOnlyLook } }}
              />
            )}
          </Box>
          <QuantityScales control={control} index={index} readOnly={readOnly} />
          <VersionsEditor control={control} name={`formats.${index}.versions`} readOnly={readOnly}>
            <FormCheckbox
              control={control}
              name={`formats.${index}.versionChangePrice`}
              label={vt('changePrice')}
              disabled={readOnly}
            />
          </VersionsEditor>
          <SpecEditor control={control} name={`formats.${index}.spec`} readOnly={readOnly} />
          <Typography variant="subtitle2" component="h3">
            {ft('formats.freeTexts')}
          </Typography>
          <Box sx={grid}>
            {field('format')}
            {field('color')}
            {field('perforation')}
            {field('fold')}
          </Box>
          <Typography id={`${id}-translations`} variant="subtitle2" component="h3">
            {ft('formats.translations')}
          </Typography>
          <Tabs
            value={lang}
            onChange={(_, value: FormatLanguage) => setLang(value)}
            aria-labelledby={`${id}-translations`}
          >
            {FORMAT_LANGUAGES.map((l) => (
              <Tab
                key={l}
                value={l}
                label={ft(`formats.languages.${l}`)}
                id={`${id}-tab-${l}`}
                aria-controls={`${id}-panel`}
              />
            ))}
          </Tabs>
          <Stack key={lang} spacing={2} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${lang}`}>
            <FormTextField
              control={control}
              name={`formats.${index}.${lang}.weight`}
              label={ft('formats.weight')}
              slotProps={input}
            />
            <FormTextField
              control={control}
              name={`formats.${index}.${lang}.personalisation`}
              label={ft('formats.personalisation')}
              slotProps={input}
              multiline
            />
            <FormTextField
              control={control}
              name={`formats.${index}.${lang}.description`}
              label={ft('formats.description')}
              slotProps={input}
              multiline
              minRows={2}
            />
          </Stack>
        </Stack>
      </AccordionDetails>
      <AccordionActions>
        {savedId && !linked ? (
          <StoreFormatButton taskId={taskId} formatId={savedId} title={title} onStored={onStored} />
        ) : null}
        {readOnly ? null : (
          <Button color="error" startIcon={<DeleteOutlined />} onClick={onRemove}>
            {ft('formats.remove')}
          </Button>
        )}
      </AccordionActions>
    </Accordion>
  );
}
