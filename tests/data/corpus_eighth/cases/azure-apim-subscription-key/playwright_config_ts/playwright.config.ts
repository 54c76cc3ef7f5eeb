import { defineConfig, devices } from '@playwright/test';


export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.gw.tidewater.com',
    extraHTTPHeaders: { 'Ocp-Apim-Subscription-Key': '73ae9dab0f56946c8ee90dfee4f4c9c4' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
