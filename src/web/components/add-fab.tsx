import Add from '@mui/icons-material/Add';
import Fab from '@mui/material/Fab';

/** The floating add button of a list page, bottom right; the page keeps room below its list for it. */
export function AddFab({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Fab
      color="primary"
      aria-label={label}
      title={label}
      onClick={onClick}
      sx={{ position: 'fixed', right: { xs: 16, sm: 32 }, bottom: { xs: 16, sm: 32 } }}
    >
      <Add />
    </Fab>
  );
}

/** The room a page leaves below its list so the add button covers no row's actions. */
export const FAB_ROOM = 10;
