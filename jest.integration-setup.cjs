// Integration tests start real databases (PGlite boots a WASM PostgreSQL; PostgreSQL databases are
// created per file), which takes seconds on a busy two-core machine: give hooks and tests room.
jest.setTimeout(60_000);
