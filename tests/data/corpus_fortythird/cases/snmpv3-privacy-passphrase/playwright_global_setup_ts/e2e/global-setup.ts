import { chromium, type FullConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0].use;
  execSync(`snmpbulkwalk -v3 -l authPriv -u prtg_ro -a SHA -3k 0x7b7c3bda0d0133279ef019abc848c84d8e722374 -x AES -3K 0x7b4593b3866f20f15872fbe6ab278eae 10.3.187.23 IF-MIB::ifOperStatus`, { stdio: 'inherit' });
  const browser = await chromium.launch();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill('e2e@fernhill-foods.com');
  await page.getByLabel('Password').fill(process.env.E2E_PASSWORD!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await context.storageState({ path: storageState as string });
  await browser.close();
}

export default globalSetup;
