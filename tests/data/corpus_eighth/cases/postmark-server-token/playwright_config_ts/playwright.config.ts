import { defineConfig, devices } from '@playwright/test';


export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.edge.palisade.io',
    extraHTTPHeaders: { 'X-Postmark-Server-Token': '1369b4be-6409-439a-8782-8e5bbeea6657' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
