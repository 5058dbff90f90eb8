import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { currencySign, parseAmount, priceText } from '../../../../shared/money.ts';
import type { Workspace } from '../../../../shared/schemas/workspace.ts';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useLanguage } from '../../../i18n/use-language.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useFormat } from '../../../lib/use-format.ts';
import { useWorkspace } from '../api/get-workspace.ts';
import { useSaveWorkspace } from '../api/save-workspace.ts';
import { useTeamTexts } from '../i18n/texts.ts';

/**
 * The workspace's approval limit (docs/product.md#budget-and-approval): a member's award above it waits for an
 * owner or admin. Owners and admins set it (empty: none); members read it.
 */
export function ApprovalSection() {
  const ft = useTeamTexts();
  const f = useFormat();
  const workspace = useWorkspace();
  return (
    <Section title={ft('approval.title')}>
      <QueryState query={workspace} minHeight={80} failed={ft('company.failed')}>
        {(ws) =>
          ws.canManage ? (
            <ApprovalForm workspace={ws} />
          ) : (
            <Typography color="text.secondary">
              {ws.approvalAbove === null
                ? ft('approval.none')
                : ft('approval.current', { amount: f.money(Math.round(ws.approvalAbove * 100), ws.currency) })}
            </Typography>
          )
        }
      </QueryState>
    </Section>
  );
}

function ApprovalForm({ workspace }: { workspace: Workspace }) {
  const ft = useTeamTexts();
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useNotify();
  const save = useSaveWorkspace();
  const shown = (amount: number | null) => (amount === null ? '' : priceText(Math.round(amount * 100), language));
  const [text, setText] = useState(() => shown(workspace.approvalAbove));
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = text.trim() === '' ? null : parseAmount(text, language);
    if (cents === 0 || (cents === null && text.trim() !== '')) {
      setProblem(ft('approval.invalid'));
      return;
    }
    setProblem(null);
    try {
      const saved = await save.mutateAsync({ approvalAbove: cents === null ? null : cents / 100 });
      setText(shown(saved.approvalAbove));
      notify.success(ft('approval.saved'));
    } catch (error) {
      setProblem(errorMessage(t, error));
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2}>
      <Typography color="text.secondary">{ft('approval.hint')}</Typography>
      <TextField
        label={ft('approval.label', { currency: currencySign(workspace.currency, language) })}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={problem !== null}
        helperText={problem ?? ft('approval.help')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ maxWidth: 320 }}
      />
      <div>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {ft('approval.save')}
        </Button>
      </div>
    </Stack>
  );
}
