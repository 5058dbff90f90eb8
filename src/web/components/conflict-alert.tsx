import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** What was typed and not saved, by field: [label, value]. */
export type Typed = [label: string, value: string][];

type Props = {
  /** Who changed it and when, worded (errorMessage). */
  message: string;
  /** After the reload: the fields whose typed text differs from the colleague's saved one. */
  yours: Typed | undefined;
  reloadLabel: string;
  yoursLabel: string;
  onReload: () => void;
};

/**
 * A colleague saved the same task or record meanwhile (409): who and when, a Reload button, and after the
 * reload what this person had typed, so that nothing is lost while the form shows the saved state.
 */
export function ConflictAlert({ message, yours, reloadLabel, yoursLabel, onReload }: Props) {
  return (
    <Alert
      severity="warning"
      role="alert"
      action={
        yours ? null : (
          <Button color="inherit" size="small" onClick={onReload}>
            {reloadLabel}
          </Button>
        )
      }
    >
      <Stack spacing={1}>
        <span>{message}</span>
        {yours?.length ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
              {yoursLabel}
            </Typography>
            <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
              {yours.map(([label, value]) => (
                <div key={label}>
                  <Typography component="dt" variant="body2" sx={{ fontWeight: 500 }}>
                    {label}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-line' }}>
                    {value || '–'}
                  </Typography>
                </div>
              ))}
            </Stack>
          </>
        ) : null}
      </Stack>
    </Alert>
  );
}
