import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type BaseSyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { workspaceZone } from '../../../lib/calendar.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useSetAuction } from '../api/set-auction.ts';
import { en } from '../i18n/en.ts';
import { useAuctionTexts } from '../i18n/texts.ts';
import { checkAuction, initialValues, type AuctionField, type AuctionValues } from '../lib/auction-form.ts';

const refusals = Object.keys(en.errors) as (keyof typeof en.errors)[];
const isRefusal = (code: string): code is (typeof refusals)[number] => (refusals as string[]).includes(code);
const fields: AuctionField[] = ['startsAt', 'minutes', 'decrementPercent'];
const isField = (field: string | undefined): field is AuctionField => fields.includes(field as AuctionField);

/**
 * Sets a reverse auction (docs/product.md#auctions): its start (now by default, in the workspace's time zone as
 * every time of the staff's pages), its length, the least a bid must
 * undercut the printshop's own last total, and whether printshops see their rank or the best total. Each field's
 * problem is said under it; the server's refusals (one per task, no complete offer, sealed) above the fields.
 */
export default function AuctionDialog({ taskId, onClose }: { taskId: string; onClose: () => void }) {
  const ft = useAuctionTexts();
  const { t } = useTranslation();
  const notify = useNotify();
  const set = useSetAuction();
  const visibilityId = useId();
  const [first] = useState(() => initialValues(new Date(), workspaceZone()));
  const [values, setValues] = useState<AuctionValues>(first);
  const [errors, setErrors] = useState<Partial<Record<AuctionField, string>>>({});
  const [formError, setFormError] = useState<string>();
  const change = (key: keyof AuctionValues, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors(({ [key as AuctionField]: _, ...rest }) => rest);
  };
  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    setFormError(undefined);
    const checked = checkAuction(values, Date.now(), workspaceZone());
    if (checked.errors) {
      const problems = Object.entries(checked.errors).map(([key, problem]) => [key, ft(`problems.${problem}`)]);
      setErrors(Object.fromEntries(problems));
      const wrong = fields.find((f) => checked.errors[f]);
      if (wrong) document.getElementById(`${visibilityId}-${wrong}`)?.focus();
      return;
    }
    try {
      await set.mutateAsync({ taskId, body: checked.body });
      notify.success(ft('action.done'));
      onClose();
    } catch (error) {
      const field = error instanceof ApiError ? error.field : undefined;
      if (isField(field)) setErrors((e) => ({ ...e, [field]: errorMessage(t, error) }));
      else if (error instanceof ApiError && isRefusal(error.code)) setFormError(ft(`errors.${error.code}`));
      else setFormError(errorMessage(t, error));
    }
  };
  const field = (key: AuctionField, help: string) => ({
    id: `${visibilityId}-${key}`,
    value: values[key],
    onChange: (e: { target: { value: string } }) => change(key, e.target.value),
    error: Boolean(errors[key]),
    helperText: errors[key] ?? help,
    required: true,
    fullWidth: true,
  });
  return (
    <FormDialog
      title={ft('action.title')}
      submitLabel={ft('action.confirm')}
      submitting={set.isPending}
      error={formError}
      onSubmit={submit}
      onClose={onClose}
      dirty={JSON.stringify(values) !== JSON.stringify(first)}
    >
      <Typography variant="body2">{ft('action.text')}</Typography>
      <TextField
        type="datetime-local"
        label={ft('action.startsAt')}
        slotProps={{ inputLabel: { shrink: true } }}
        {...field('startsAt', ft('action.startsAtHelp'))}
      />
      <TextField
        label={ft('action.minutes')}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        {...field('minutes', ft('action.minutesHelp'))}
      />
      <TextField
        label={ft('action.decrementPercent')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        {...field('decrementPercent', ft('action.decrementHelp'))}
      />
      <FormControl>
        <FormLabel id={`${visibilityId}-visibility`}>{ft('action.visibility')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${visibilityId}-visibility`}
          value={values.visibility}
          onChange={(e) => change('visibility', e.target.value)}
        >
          <FormControlLabel value="rank" control={<Radio />} label={ft('action.rank')} />
          <FormControlLabel value="best" control={<Radio />} label={ft('action.best')} />
        </RadioGroup>
      </FormControl>
    </FormDialog>
  );
}
