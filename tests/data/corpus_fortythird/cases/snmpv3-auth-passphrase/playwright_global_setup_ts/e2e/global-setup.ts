import { chromium, type FullConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0].use;
  execSync(`snmpbulkwalk -v3 -l authNoPriv -u nmsmon -a SHA -3k 0x1af72a557400a77d4dbb58ff911a6580f72c5a58 10.21.97.86 IF-MIB::ifHCInOctets`, { stdio: 'inherit' });
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
