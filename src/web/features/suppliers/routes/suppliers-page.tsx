import Search from '@mui/icons-material/Search';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Supplier } from '../../../../shared/schemas/suppliers.ts';
import { suppliersQueryKey, useSuppliers } from '../../../api/get-suppliers.ts';
import { AddFab, FAB_ROOM } from '../../../components/add-fab.tsx';
import { TitleWithImport } from '../../../components/import/title-with-import.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryState } from '../../../components/query-state.tsx';
import { useRecordDialog } from '../../../components/record-dialogs.tsx';
import { useRecordScreenTexts } from '../../../i18n/records.ts';
import { SupplierDialogs } from '../components/supplier-dialogs.tsx';
import { SupplierTable } from '../components/supplier-table.tsx';
import { useSuppliersTexts } from '../i18n/texts.ts';

const matches = (supplier: Supplier, query: string) =>
  supplier.name.toLowerCase().includes(query) || supplier.email.toLowerCase().includes(query);

/** Printshops (Lieferanten): the list, a search by name or e-mail, and the create, edit and delete dialogs. */
export function SuppliersPage() {
  const ft = useSuppliersTexts();
  const rt = useRecordScreenTexts();
  const suppliers = useSuppliers();
  const [query, setQuery] = useState('');
  const dialog = useRecordDialog<Supplier>();
  const q = query.trim().toLowerCase();

  return (
    <Box sx={{ pb: FAB_ROOM }}>
      <TitleWithImport title={ft('title')} kind="suppliers" label={ft('import')} queryKey={suppliersQueryKey} />
      <QueryState
        query={suppliers}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={<StorefrontOutlined />} title={ft('empty')} hint={ft('emptyHint')} />}
      >
        {(list) => {
          const shown = list.filter((s) => matches(s, q));
          return (
            <>
              <TextField
                type="search"
                label={ft('search')}
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
                <SupplierTable suppliers={shown} onEdit={dialog.edit} onDelete={dialog.remove} />
              ) : (
                <Typography color="text.secondary" role="status" sx={{ py: 3 }}>
                  {rt('noMatch', { query: query.trim() })}
                </Typography>
              )}
            </>
          );
        }}
      </QueryState>
      <AddFab label={ft('add')} onClick={dialog.create} />
      <SupplierDialogs state={dialog} />
    </Box>
  );
}
