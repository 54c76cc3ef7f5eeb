import { defineConfig, devices } from '@playwright/test';

process.env.SENTRY_TOKEN ??= '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';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.internal.quillon.net',
    extraHTTPHeaders: { 'x-e2e-run': '08acdf9f-94a7-404d-b9e8-e85e14d5d214' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
