// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    langsmithApiKey: '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',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
