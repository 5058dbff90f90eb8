import { useState } from 'react';

/**
 * What a TextRequestDialog asks about (an invoice to dispute, a proof to comment on; none while closed) and the
 * text typed so far. Closing keeps the text for the next try; only a send that succeeded clears it.
 */
export function useTextRequest<T>() {
  const [subject, setSubject] = useState<T | null>(null);
  const [text, setText] = useState('');
  return {
    subject,
    text,
    setText,
    ask: (about: T) => setSubject(about),
    close: () => setSubject(null),
    sent: () => {
      setSubject(null);
      setText('');
    },
  };
}

export type TextRequest<T> = ReturnType<typeof useTextRequest<T>>;
