import { ScorecardProvider } from '../../components/scorecard-line.tsx';
import { SuppliersPage } from '../../features/suppliers/routes/suppliers-page.tsx';

/** The Printshops page with each printshop's scorecard (docs/product.md#deliveries-and-scorecards). */
export function SuppliersRoute() {
  return (
    <ScorecardProvider>
      <SuppliersPage />
    </ScorecardProvider>
  );
}
