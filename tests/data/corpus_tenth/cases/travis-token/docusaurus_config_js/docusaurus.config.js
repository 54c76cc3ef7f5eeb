// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    travisApiToken: 'pLx0dMNhg3MVpCh6YlB7v1',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
