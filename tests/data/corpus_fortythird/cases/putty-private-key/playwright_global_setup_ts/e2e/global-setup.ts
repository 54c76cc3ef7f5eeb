import { chromium, type FullConfig } from '@playwright/test';
import { execSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

async function globalSetup(config: FullConfig) {
  const { baseURL, storageState } = config.projects[0].use;
  writeFileSync('e2e/fixtures/jumpbox.ppk', `PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20240906
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAIN68shSJkEVMHoht3CcryL2qXxx+J1raTgeAX/8p
8OXT
Private-Lines: 1
AAAAID0y7ID/OTYbFGkwRINgGR67tHq5oJB4CwVhDby7rRQs
Private-MAC: 92006624cd9d61836cb99fbe3e65fd0dcab8dd815f4306a0fca9dc08ce48d371`, { mode: 0o600 });
  const browser = await chromium.launch();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Email').fill('e2e@kestrelworks.io');
  await page.getByLabel('Password').fill(process.env.E2E_PASSWORD!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/dashboard');
  await context.storageState({ path: storageState as string });
  await browser.close();
}

export default globalSetup;
