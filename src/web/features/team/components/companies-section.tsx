import Add from '@mui/icons-material/Add';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { Company } from '../../../../shared/schemas/companies.ts';
import { BreakableEmail } from '../../../components/breakable-email.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useRecordDialog } from '../../../components/record-dialogs.tsx';
import { RecordTable } from '../../../components/record-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { useRecordScreenTexts } from '../../../i18n/records.ts';
import { useCompanies } from '../../../api/get-companies.ts';
import { useWorkspace } from '../api/get-workspace.ts';
import { useTeamTexts } from '../i18n/texts.ts';
import { Section } from '../../../components/section.tsx';
import { CompanyDialogs } from './company-dialogs.tsx';

/**
 * The team's companies: name and e-mail in the list, every contact field in the dialogs. Owners and admins
 * add, change and delete them; members read them (the server refuses them 403 NOT_TEAM_MANAGER).
 */
export function CompaniesSection() {
  const ft = useTeamTexts();
  const rt = useRecordScreenTexts();
  const companies = useCompanies();
  // Offered once the workspace says so, explained once it says no: a member would only meet the refusal.
  const manager = useWorkspace().data?.canManage;
  const canManage = manager === true;
  const dialog = useRecordDialog<Company>();

  const add = canManage ? (
    <Button variant="contained" startIcon={<Add />} onClick={dialog.create}>
      {ft('companies.add')}
    </Button>
  ) : null;
  return (
    <Section title={ft('companies.title')} actions={add}>
      {manager === false ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ft('companies.readOnly')}
        </Alert>
      ) : null}
      <QueryState
        query={companies}
        minHeight={120}
        isEmpty={(list) => list.length === 0}
        empty={
          <EmptyState icon={<BusinessOutlined />} title={ft('companies.empty')} hint={ft('companies.emptyHint')} />
        }
      >
        {(list) => (
          <RecordTable<Company>
            label={ft('companies.title')}
            columns={[
              { id: 'name', label: rt('fields.name'), value: (c) => c.name },
              {
                id: 'email',
                label: rt('fields.email'),
                value: (c) => c.email,
                render: (c) => <BreakableEmail email={c.email} />,
              },
            ]}
            rows={list}
            rowKey={(c) => c.id}
            actions={
              canManage
                ? (c) => <RowActions name={c.name} onEdit={() => dialog.edit(c)} onDelete={() => dialog.remove(c)} />
                : undefined
            }
          />
        )}
      </QueryState>
      <CompanyDialogs state={dialog} />
    </Section>
  );
}
