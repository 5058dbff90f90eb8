import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { CERTIFICATE_KINDS, MAX_CERTIFICATES } from '../../../../shared/certificates.ts';
import type { ContactValues } from '../../../components/contact-dialog.tsx';
import { FormTextField } from '../../../components/form/form-text-field.tsx';
import { useSuppliersTexts } from '../i18n/texts.ts';

/**
 * A printshop's certificates in its dialog: a row each (kind picked from the list or typed, number, last valid
 * day), added and removed (docs/product.md#certificates).
 */
export function CertificatesEditor({ form }: { form: UseFormReturn<ContactValues> }) {
  const ft = useSuppliersTexts();
  const kinds = useId();
  const titleId = useId();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'certificates' });
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {ft('certificates.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {ft('certificates.hint')}
      </Typography>
      <datalist id={kinds}>
        {CERTIFICATE_KINDS.map((kind) => (
          <option key={kind} value={kind} />
        ))}
      </datalist>
      {fields.map((row, i) => (
        <Box
          key={row.id}
          role="group"
          aria-label={`${ft('certificates.title')} ${i + 1}`}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr auto', sm: '1fr 1fr minmax(170px, 1fr) auto' },
            gap: 1.5,
            alignItems: 'start',
            mb: 1.5,
          }}
        >
          <FormTextField
            control={form.control}
            name={`certificates.${i}.kind`}
            label={ft('certificates.kind')}
            required
            slotProps={{ htmlInput: { list: kinds, autoComplete: 'off' } }}
          />
          <IconButton
            aria-label={ft('certificates.remove', { n: i + 1 })}
            onClick={() => remove(i)}
            sx={{ mt: 1, gridColumn: { sm: 4 }, gridRow: { sm: 1 } }}
          >
            <DeleteOutlined />
          </IconButton>
          <FormTextField
            control={form.control}
            name={`certificates.${i}.number`}
            label={ft('certificates.number')}
            sx={{ gridColumn: { xs: '1 / 2', sm: 'auto' } }}
          />
          <FormTextField
            control={form.control}
            name={`certificates.${i}.validUntil`}
            label={ft('certificates.validUntil')}
            type="date"
            required
            slotProps={{ input: { notched: true } }}
            sx={{
              gridColumn: { xs: '1 / 2', sm: 'auto' },
              '& label': { transform: 'translate(14px, -9px) scale(0.75)' },
            }}
          />
        </Box>
      ))}
      {fields.length < MAX_CERTIFICATES ? (
        <Button
          startIcon={<AddOutlined />}
          onClick={() => append({ kind: '', number: '', validUntil: '' })}
          sx={{ alignSelf: 'start' }}
        >
          {ft('certificates.add')}
        </Button>
      ) : null}
    </Box>
  );
}
