import Alert from '@mui/material/Alert';

/** The error of a whole form (one the server did not tie to a field), kept above the form until the next try. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
