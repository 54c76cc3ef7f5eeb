import { defineConfig, devices } from '@playwright/test';


export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.svc.cobaltpeak.ca',
    extraHTTPHeaders: { 'Authorization': 'Bearer c3732a4d9da90d31b9d0fba4cc21497007d743bffaa73cbbf009bf7c13b36efb' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
