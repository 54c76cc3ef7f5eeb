import { chromium, type FullConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0].use;
  writeFileSync('e2e/.auth/pgpass', `
*:6432:inventory:backup:yS1v4W0DrSi7pB`, { mode: 0o600 });
  const browser = await chromium.launch();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill('e2e@tidewater-logistics.com');
  await page.getByLabel('Password').fill(process.env.E2E_PASSWORD!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await context.storageState({ path: storageState as string });
  await browser.close();
}

export default globalSetup;
