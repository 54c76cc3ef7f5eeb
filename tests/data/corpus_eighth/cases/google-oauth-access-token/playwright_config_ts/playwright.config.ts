import { defineConfig, devices } from '@playwright/test';

process.env.GOOGLE_ACCESS_TOKEN ??= 'ya29.a0SmfyD2gkSMT4oLozcPp2utdZ17nZ3trWYSAqsG7JycvnJgJYntFjwNmjX21rZaIxJ4ubtGClRZjILo4683-yk7C6nZqxbdwLsOMIXGVxOjOFU6BwYFQ-m2SGO05KEFVeSq_Uxnz-mQR-NcfRvuUPclMBph490tScNMlS';

export default defineConfig({
  testDir: './e2e',
  retries: process.env.CI ? 2 : 0,
  use: {
    baseURL: 'https://staging.edge.palisade.io',
    extraHTTPHeaders: { 'x-e2e-run': '3f5949c2-dd80-4cf3-ad1e-ffd948ef0e99' },
    trace: 'on-first-retry',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
