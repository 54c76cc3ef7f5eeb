import { defineConfig, devices } from '@playwright/test';

process.env.HUGGINGFACE_TOKEN ??= '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';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.svc.cobaltpeak.ca',
    extraHTTPHeaders: { 'x-e2e-run': 'ea4f965f-d16e-487f-bb13-bc17da3ae09f' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
