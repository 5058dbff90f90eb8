import { useTranslation } from 'react-i18next';
import type { Supplier } from '../../../../shared/schemas/suppliers.ts';
import { BreakableEmail } from '../../../components/breakable-email.tsx';
import { RecordTable, type Column } from '../../../components/record-table.tsx';
import { RowActions } from '../../../components/row-actions.tsx';
import { useRecordScreenTexts } from '../../../i18n/records.ts';
import { formatIban } from '../../../lib/format-iban.ts';
import { useSuppliersTexts } from '../i18n/texts.ts';
import { BouncedLine } from './bounced-line.tsx';
import { CertificateLines, certificatesText } from './certificate-lines.tsx';
import { useScorecardColumn } from './scorecard-column.tsx';

type Props = { suppliers: Supplier[]; onEdit: (supplier: Supplier) => void; onDelete: (supplier: Supplier) => void };

export function SupplierTable({ suppliers, onEdit, onDelete }: Props) {
  const ft = useSuppliersTexts();
  const rt = useRecordScreenTexts();
  const { t } = useTranslation();
  const scorecard = useScorecardColumn();
  const columns: Column<Supplier>[] = [
    { id: 'name', label: rt('fields.name'), value: (s) => s.name },
    {
      id: 'email',
      label: rt('fields.email'),
      value: (s) => s.email,
      render: (s) => (
        <>
          <BreakableEmail email={s.email} />
          <BouncedLine at={s.bouncedAt} />
        </>
      ),
    },
    // Whom to write to matters less when choosing than the certificates: below 1536 px (xl) the contact person
    // makes room for them, as tax and bank details do below.
    { id: 'contactPerson', label: rt('fields.contactPerson'), value: (s) => s.contactPerson, from: 'xl' },
    { id: 'address', label: rt('fields.address'), value: (s) => s.address, wide: true },
    // Tax and bank details are for the order, not for choosing: at 1280 px they would push the language
    // and the row's actions out of view. The printshop's dialog and a phone's card show them.
    { id: 'vatNumber', label: rt('fields.vatNumber'), value: (s) => s.vatNumber, nowrap: true, from: 'xl' },
    {
      id: 'accountNumber',
      label: rt('fields.accountNumber'),
      value: (s) => formatIban(s.accountNumber),
      nowrap: true,
      from: 'xl',
    },
    {
      id: 'certificates',
      label: ft('certificates.title'),
      value: (s) => certificatesText(s.certificates),
      render: (s) => <CertificateLines certificates={s.certificates} />,
    },
    { id: 'language', label: rt('fields.language'), value: (s) => t(`language.${s.language}`) },
    scorecard,
  ];
  return (
    <RecordTable
      label={ft('title')}
      columns={columns}
      rows={suppliers}
      rowKey={(s) => s.id}
      actions={(s) => <RowActions name={s.name} onEdit={() => onEdit(s)} onDelete={() => onDelete(s)} />}
    />
  );
}
