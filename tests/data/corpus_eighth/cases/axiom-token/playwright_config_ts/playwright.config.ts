import { defineConfig, devices } from '@playwright/test';

process.env.AXIOM_API_TOKEN ??= 'ENV[AXIOM_TOKEN]';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.svc.cobaltpeak.ca',
    extraHTTPHeaders: { 'x-e2e-run': '4faa93bd-abc6-47c4-bcac-81a7aabdb19c' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
