import { defineConfig, devices } from '@playwright/test';

process.env.COHERE_KEY ??= 'UJXJoDI9uoVL2bURXXv3ocq41XdLs09dwYCi1k3W';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.internal.quillon.net',
    extraHTTPHeaders: { 'x-e2e-run': 'edb19a81-dbf8-4504-993e-5cafe1e779e0' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
