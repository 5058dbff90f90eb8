import Stack from '@mui/material/Stack';
import { PageTitle } from '../../../components/page-title.tsx';
import { ApprovalSection } from '../components/approval-section.tsx';
import { BuyingCompanySection } from '../components/buying-company-section.tsx';
import { CompaniesSection } from '../components/companies-section.tsx';
import { ScoringSection } from '../components/scoring-section.tsx';
import { EmployeesSection } from '../components/employees-section.tsx';
import { useTeamTexts } from '../i18n/texts.ts';

/** The team area (`/ua/team` and `/ua/company`): the buying company, the companies, the employees and their invitations. */
export function TeamPage() {
  const ft = useTeamTexts();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <PageTitle>{ft('title')}</PageTitle>
      <BuyingCompanySection />
      <ApprovalSection />
      <ScoringSection />
      <CompaniesSection />
      <EmployeesSection />
    </Stack>
  );
}
