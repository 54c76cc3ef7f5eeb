import { defineConfig, devices } from '@playwright/test';

process.env.GITHUB_INSTALLATION_TOKEN ??= 'ENV[GITHUB_SERVER_TO_SERVER]';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.edge.palisade.io',
    extraHTTPHeaders: { 'x-e2e-run': 'e8139ddf-dc8a-46b1-97b5-07616a641901' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
