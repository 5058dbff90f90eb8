import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';

type Texts = { title: string; text: string; leave: string };

/**
 * While `dirty`, leaving the page asks first: another route of the app through a dialog, closing or
 * reloading the tab through the browser's own question. Returns the dialog to render.
 */
export function useUnsavedPrompt(dirty: boolean, texts: Texts) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      danger
      title={texts.title}
      confirmLabel={texts.leave}
      onConfirm={async () => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    >
      {texts.text}
    </ConfirmDialog>
  );
}
