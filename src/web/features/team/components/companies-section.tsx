import Add from '@mui/icons-material/Add';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import type { Company } from '../../../../shared/schemas/companies.ts';
import { BreakableEmail } from '../../../components/breakable-email.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import { RecordTable } from '../../../components/record-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { useRecordsTexts } from '../../../i18n/records.ts';
import { useCompanies } from '../api/get-companies.ts';
import { useTeamTexts } from '../i18n/texts.ts';
import { CompanyDialogs, type CompanyDialog } from './company-dialogs.tsx';
import { Section } from './section.tsx';

/** The team's companies: name and e-mail in the list, every contact field in the dialogs. */
export function CompaniesSection() {
  const t = useTeamTexts();
  const r = useRecordsTexts();
  const companies = useCompanies();
  const [dialog, setDialog] = useState<CompanyDialog>(null);

  const add = (
    <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'create' })}>
      {t('companies.add')}
    </Button>
  );
  return (
    <Section title={t('companies.title')} action={add}>
      {companies.isPending ? <Loading minHeight={120} /> : null}
      {companies.isError ? <LoadFailed error={companies.error} onRetry={() => void companies.refetch()} /> : null}
      {companies.data?.length === 0 ? (
        <EmptyState icon={<BusinessOutlined />} title={t('companies.empty')} hint={t('companies.emptyHint')} />
      ) : null}
      {companies.data?.length ? (
        <RecordTable<Company>
          label={t('companies.title')}
          columns={[
            { id: 'name', label: r('fields.name'), value: (c) => c.name },
            { id: 'email', label: r('fields.email'), value: (c) => c.email, render: (c) => <BreakableEmail email={c.email} /> },
          ]}
          rows={companies.data}
          rowKey={(c) => c.id}
          actions={(c) => (
            <RowActions
              name={c.name}
              onEdit={() => setDialog({ kind: 'edit', company: c })}
              onDelete={() => setDialog({ kind: 'delete', company: c })}
            />
          )}
        />
      ) : null}
      <CompanyDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Section>
  );
}
