import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useNotify } from '../../../lib/form/notify.ts';
import { useWorkspace } from '../api/get-workspace.ts';
import { useTeamTexts } from '../i18n/texts.ts';
import { BuyingCompanyForm } from './buying-company-form.tsx';

/** The team area's part for the workspace's own company: a form for owners and admins, its text for members. */
export function BuyingCompanySection() {
  const ft = useTeamTexts();
  const notify = useNotify();
  const workspace = useWorkspace();
  return (
    <Section title={ft('company.title')}>
      <QueryState query={workspace} minHeight={120} failed={ft('company.failed')}>
        {(ws) =>
          ws.canManage ? (
            <>
              <Typography sx={{ mb: 2 }} color="text.secondary">
                {ft('company.hint')}
              </Typography>
              <BuyingCompanyForm workspace={ws} onSaved={() => notify.success(ft('company.saved'))} />
            </>
          ) : ws.company ? (
            <>
              <Typography sx={{ whiteSpace: 'pre-line' }}>
                {[ws.company.name, ws.company.address, ws.company.vatNumber, ws.company.phone]
                  .filter(Boolean)
                  .join('\n')}
              </Typography>
              <Typography sx={{ mt: 2 }} variant="body2" color="text.secondary">
                {ft('company.readOnly')}
              </Typography>
            </>
          ) : (
            <Typography color="text.secondary">{ft('company.none')}</Typography>
          )
        }
      </QueryState>
    </Section>
  );
}
