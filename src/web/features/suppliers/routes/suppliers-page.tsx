import Search from '@mui/icons-material/Search';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Supplier } from '../../../../shared/schemas/suppliers.ts';
import { useSuppliers } from '../../../api/get-suppliers.ts';
import { AddFab, FAB_ROOM } from '../../../components/add-fab.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { Loading } from '../../../components/loading.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useRecordsTexts } from '../../../i18n/records.ts';
import { SupplierDialogs, type SupplierDialog } from '../components/supplier-dialogs.tsx';
import { SupplierTable } from '../components/supplier-table.tsx';
import { useSuppliersTexts } from '../i18n/texts.ts';

const matches = (supplier: Supplier, query: string) =>
  supplier.name.toLowerCase().includes(query) || supplier.email.toLowerCase().includes(query);

/** Printshops (Lieferanten): the list, a search by name or e-mail, and the create, edit and delete dialogs. */
export function SuppliersPage() {
  const t = useSuppliersTexts();
  const r = useRecordsTexts();
  const suppliers = useSuppliers();
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<SupplierDialog>(null);
  const q = query.trim().toLowerCase();
  const shown = suppliers.data?.filter((s) => matches(s, q)) ?? [];

  return (
    <Box sx={{ pb: FAB_ROOM }}>
      <PageTitle>{t('title')}</PageTitle>
      {suppliers.isPending ? <Loading /> : null}
      {suppliers.isError ? <LoadFailed error={suppliers.error} onRetry={() => void suppliers.refetch()} /> : null}
      {suppliers.data?.length === 0 ? (
        <EmptyState icon={<StorefrontOutlined />} title={t('empty')} hint={t('emptyHint')} />
      ) : null}
      {suppliers.data?.length ? (
        <>
          <TextField
            type="search"
            label={t('search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            size="small"
            sx={{ maxWidth: { sm: 360 }, mb: 2 }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Search fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
          {shown.length ? (
            <SupplierTable
              suppliers={shown}
              onEdit={(supplier) => setDialog({ kind: 'edit', supplier })}
              onDelete={(supplier) => setDialog({ kind: 'delete', supplier })}
            />
          ) : (
            <Typography color="text.secondary" role="status" sx={{ py: 3 }}>
              {r('noMatch', { query: query.trim() })}
            </Typography>
          )}
        </>
      ) : null}
      <AddFab label={t('add')} onClick={() => setDialog({ kind: 'create' })} />
      <SupplierDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </Box>
  );
}
