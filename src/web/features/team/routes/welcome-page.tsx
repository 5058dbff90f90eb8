import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { safeNext } from '../../../lib/paths.ts';
import { useWorkspace } from '../api/get-workspace.ts';
import { BuyingCompanyForm } from '../components/buying-company-form.tsx';
import { postponeCompany } from '../lib/onboarding.ts';
import { useTeamTexts } from '../i18n/texts.ts';

/**
 * The owner's first step (`/ua/welcome`): who is buying. Saving goes on to where the owner was headed; "Later"
 * is allowed and asked again at the next sign-in (docs/product.md, Buying company).
 */
export function WelcomePage() {
  const ft = useTeamTexts();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = safeNext(search.get('next'));
  const workspace = useWorkspace();
  return (
    <Paper variant="outlined" sx={{ maxWidth: 640, p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <PageTitle>{ft('welcome.title')}</PageTitle>
        <Typography>{ft('welcome.intro')}</Typography>
        <QueryState query={workspace} minHeight={200} failed={ft('company.failed')}>
          {(ws) => (
            <BuyingCompanyForm
              workspace={ws}
              autoFocus
              onSaved={() => void navigate(next, { replace: true })}
              extra={
                <Button
                  onClick={() => {
                    postponeCompany(ws.id);
                    void navigate(next, { replace: true });
                  }}
                >
                  {ft('welcome.later')}
                </Button>
              }
            />
          )}
        </QueryState>
        <Typography variant="body2" color="text.secondary">
          {ft('welcome.laterHint')}
        </Typography>
      </Stack>
    </Paper>
  );
}
