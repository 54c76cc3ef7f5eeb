import { defineConfig, devices } from '@playwright/test';

process.env.HEC_TOKEN ??= '2096ceeb-cb67-4fcb-9364-75c4a2f8fc02';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.edge.palisade.io',
    extraHTTPHeaders: { 'x-e2e-run': '86192461-5175-424a-afa5-00f73954bfaf' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
