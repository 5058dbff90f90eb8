import { QuestionDialog, type QuestionProps } from './question-dialog.tsx';
import { useDiscardGuard } from './use-discard-guard.tsx';

type Props = QuestionProps & {
  /** Something was typed into the dialog (a message): closing it without the step asks first. */
  dirty?: boolean;
};

/** Asks before a step that cannot be taken back: deleting, sending invitations, accepting an offer. */
export function ConfirmDialog({ dirty = false, ...props }: Props) {
  const guard = useDiscardGuard(dirty, props.onClose);
  return (
    <>
      <QuestionDialog {...props} onClose={guard.requestClose} />
      {/* The question is a QuestionDialog, never dirty: it asks nothing further. */}
      {dirty ? guard.prompt : null}
    </>
  );
}
