import { defineConfig, devices } from '@playwright/test';

process.env.TWILIO_API_SECRET ??= 'izvuPbtXaJQUssic9inYs0kuOz2p0Qxm';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.svc.cobaltpeak.ca',
    extraHTTPHeaders: { 'x-e2e-run': 'ba116056-f63c-4bea-889f-03f757caf827' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
