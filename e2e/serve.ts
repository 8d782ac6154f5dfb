// Starts the built server for the end-to-end tests on an empty, temporary data folder.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'e2e-data-'));
// Every spec registers from 127.0.0.1 with example.eu addresses.
process.env.REGISTRATIONS_PER_ADDRESS ??= '100000';
process.env.REGISTRATIONS_PER_DOMAIN ??= '100000';
// Simulated provisioning phases of a second: a cluster runs in seconds, an add-on installs in about one.
process.env.SIMULATED_PHASE_SECONDS ??= '1';
// Autoscaled nodes go 5 seconds after they are no longer needed (10 minutes in production), at the next tick.
process.env.AUTOSCALE_SCALE_DOWN_SECONDS ??= '5';
// The automation spec's webhook receiver listens on 127.0.0.1.
process.env.WEBHOOK_ALLOW_PRIVATE ??= '1';
await import('../src/server/main.ts');
