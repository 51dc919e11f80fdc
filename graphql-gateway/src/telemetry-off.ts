// Imported first by the entry points: Apollo's libraries read this at load time and would
// otherwise probe cloud metadata endpoints and export metrics.
process.env.APOLLO_TELEMETRY_DISABLED ??= 'true';
