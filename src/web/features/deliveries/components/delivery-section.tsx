import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryState } from '../../../components/query-state.tsx';
import { Section } from '../../../components/section.tsx';
import { useDeliveries } from '../api/get-deliveries.ts';
import { useDeliveriesTexts } from '../i18n/texts.ts';
import { DeliveryForm, type Winner } from './delivery-form.tsx';

type Props = { taskId: string; winners: Winner[] };

/** An awarded task's deliveries (docs/product.md#deliveries-and-scorecards): a form per winning printshop. */
export function DeliverySection({ taskId, winners }: Props) {
  const ft = useDeliveriesTexts();
  const deliveries = useDeliveries(taskId);
  return (
    <Section title={ft('title')}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {ft('intro')}
      </Typography>
      <QueryState query={deliveries} failed={ft('loadFailed')}>
        {(recorded) => (
          <Stack spacing={3}>
            {winners.map((w) => (
              <DeliveryForm key={w.supplierId} taskId={taskId} winner={w} recorded={recorded.get(w.supplierId)} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Section>
  );
}
