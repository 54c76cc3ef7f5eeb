import { defineConfig, devices } from '@playwright/test';

process.env.HARNESS_PLATFORM_API_KEY ??= 'pat.2UllWscev1X90RKdWrzoNH.89cbcd3d31704edd58d1fd29.jA6H1dD3myd72aUqUcNI';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.api.kestrelworks.io',
    extraHTTPHeaders: { 'x-e2e-run': '59f1fafe-b4f5-4772-bf1a-d961dbb4120b' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
