// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    azureClientId: '03856555-8acb-4f3b-b122-4157410d15e0',
    azureTenantId: '30fd850e-0bf2-487e-b5a1-69420e717e52',
    clientSecret: 'vZz1Q~FT4dO8OahBSsDIRA0iH1SY4Pdioq7t3EWC',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
