import { Fragment } from 'react';

/** An e-mail address that may wrap after the @ and before a dot, so a narrow column does not cut it anywhere. */
export function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return email;
  const parts = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? (
            <>
              <wbr />.
            </>
          ) : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
