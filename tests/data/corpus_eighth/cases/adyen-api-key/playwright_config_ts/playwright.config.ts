import { defineConfig, devices } from '@playwright/test';

process.env.ADYEN_API_KEY ??= 'AQE****************';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.orders.larkspur.dev',
    extraHTTPHeaders: { 'x-e2e-run': 'eca82d88-e699-4fef-8dca-8dc66faf66ba' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
