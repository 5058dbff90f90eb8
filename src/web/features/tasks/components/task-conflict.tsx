import { useTranslation } from 'react-i18next';
import { ConflictAlert, type Typed } from '../../../components/conflict-alert.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useTasksTexts } from '../i18n/texts.ts';

export type Conflict = {
  error: unknown;
  /** After the reload: the fields whose typed text differs from the colleague's saved one. */
  yours?: Typed;
};

/** A colleague changed the task meanwhile (409 TASK_CHANGED): who and when, a reload, and what was typed. */
export function TaskConflict({ conflict, onReload }: { conflict: Conflict; onReload: () => void }) {
  const ft = useTasksTexts();
  const { t } = useTranslation();
  return (
    <ConflictAlert
      message={errorMessage(t, conflict.error)}
      yours={conflict.yours}
      reloadLabel={ft('conflict.reload')}
      yoursLabel={ft('conflict.yours')}
      onReload={onReload}
    />
  );
}
