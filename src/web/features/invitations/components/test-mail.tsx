import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useMe } from '../../../api/get-me.ts';
import { useNotify } from '../../../lib/form/notify.ts';
import { useMembers } from '../api/get-members.ts';
import { useSendTestMail } from '../api/send-test-mail.ts';
import { useInvitationsTexts } from '../i18n/texts.ts';

/**
 * The test mail: the invitation as a sample printshop would get it, to a member of the workspace picked here (the
 * signed-in user first). Mail from our domain goes to no stranger (docs/product.md, Mail quotas).
 */
export function TestMail({ taskId, hint }: { taskId: string; hint: boolean }) {
  const ft = useInvitationsTexts();
  const notify = useNotify();
  const me = useMe().data;
  const members = useMembers(true).data ?? [];
  const testMail = useSendTestMail();
  const [picked, setPicked] = useState<string | null>(null);
  const to = picked ?? me?.user.email ?? members[0]?.email ?? '';
  const hintId = useId();
  const send = async () => {
    try {
      notify.notice(await testMail.mutateAsync({ taskId, to }));
    } catch (error) {
      notify.error(error);
    }
  };
  const choices = members.some((m) => m.email === to) ? members : [{ email: to, username: me?.user.username ?? '' }];
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label={ft('suppliers.testMailTo')}
        value={to}
        onChange={(e) => setPicked(e.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ width: { xs: '100%', sm: 260 } }}
      >
        {choices.map((m) => (
          <option key={m.email} value={m.email}>
            {m.username ? `${m.username} <${m.email}>` : m.email}
          </option>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={() => void send()}
        loading={testMail.isPending}
        disabled={to === ''}
        aria-describedby={hint ? hintId : undefined}
      >
        {ft('suppliers.testMail')}
      </Button>
      {hint ? (
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ maxWidth: 260 }}>
          {ft('suppliers.testMailHint')}
        </Typography>
      ) : null}
    </Stack>
  );
}
