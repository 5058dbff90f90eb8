/**
 * What the server writes under DATA_DIR (the database, the secret, documents, a restore) only its own user
 * reads: directories 0700, files 0600. A mode given at creation is narrowed by the umask, never widened, so
 * these hold whatever the umask; SQLite picks its own file mode (0644), so database.ts sets it afterwards.
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;
