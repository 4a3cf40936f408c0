/**
 * The office's schema steps (issue 28): accounts, passkeys, sessions, invitations, pending WebAuthn
 * challenges and the audit log. Appended to the site database's one list (`MIGRATIONS` in
 * app/lib/site/migrations.server.ts); nothing depends on their step numbers. Node built-ins only: the
 * command line loads this file directly.
 *
 * - Session ids and invitation tokens are stored only as SHA-256 hashes (`id_hash`, `token_hash`).
 * - A person is never deleted, only revoked (`revoked_at`): the audit log keeps pointing at an id.
 * - The audit log holds ids and field names, never personal values.
 */
export const OFFICE_MIGRATIONS: string[] = [
  `CREATE TABLE office_users (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     name TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('owner', 'office')),
     webauthn_user_id TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     revoked_at TEXT
   );
   CREATE TABLE office_passkeys (
     id TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES office_users (id),
     public_key BLOB NOT NULL,
     counter INTEGER NOT NULL DEFAULT 0,
     transports TEXT,
     backed_up INTEGER NOT NULL DEFAULT 0,
     created_at TEXT NOT NULL,
     last_used_at TEXT,
     revoked_at TEXT
   );
   CREATE INDEX office_passkeys_user ON office_passkeys (user_id);
   CREATE TABLE office_sessions (
     id_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES office_users (id),
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     verified_at INTEGER NOT NULL
   );
   CREATE INDEX office_sessions_user ON office_sessions (user_id);
   CREATE TABLE office_invitations (
     id INTEGER PRIMARY KEY,
     token_hash TEXT NOT NULL UNIQUE,
     email TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('owner', 'office')),
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     used_at INTEGER,
     created_by INTEGER REFERENCES office_users (id)
   );
   CREATE TABLE office_challenges (
     challenge TEXT PRIMARY KEY,
     purpose TEXT NOT NULL CHECK (purpose IN ('register', 'sign-in', 'confirm')),
     invitation_id INTEGER REFERENCES office_invitations (id),
     session_hash TEXT,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY,
     at TEXT NOT NULL,
     actor TEXT NOT NULL CHECK (actor IN ('user', 'cli')),
     user_id INTEGER,
     action TEXT NOT NULL,
     subject_type TEXT NOT NULL,
     subject_id TEXT NOT NULL,
     fields TEXT
   );
   CREATE INDEX audit_log_at ON audit_log (at);`,
];

/**
 * The office's access step (appended to the end of MIGRATIONS, not to the list above, whose steps have
 * shipped): each session records the passkey that signed it in (`passkey_id`, so revoking a passkey ends
 * its sessions), and an invitation can be cancelled (`cancelled_at`). Sessions made before it recorded no
 * passkey, so it ends them all: everyone signs in again once.
 */
export const OFFICE_SESSION_PASSKEYS = `DROP TABLE office_sessions;
   CREATE TABLE office_sessions (
     id_hash TEXT PRIMARY KEY,
     user_id INTEGER NOT NULL REFERENCES office_users (id),
     passkey_id TEXT NOT NULL REFERENCES office_passkeys (id),
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     verified_at INTEGER NOT NULL
   );
   CREATE INDEX office_sessions_user ON office_sessions (user_id);
   CREATE INDEX office_sessions_passkey ON office_sessions (passkey_id);
   ALTER TABLE office_invitations ADD COLUMN cancelled_at INTEGER;`;
