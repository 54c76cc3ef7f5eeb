import { defineConfig, devices } from '@playwright/test';

process.env.OKTA_ORG_URL ??= 'https://larkspur-dev.okta.com';
process.env.OKTA_API_TOKEN ??= '007X7XYY2HwLHQRjN3nso8cl2lNWGO3tAeGfwoeKN0';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.orders.larkspur.dev',
    extraHTTPHeaders: { 'x-e2e-run': '4b8dc9a5-acc7-4306-87a1-83babb469141' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
