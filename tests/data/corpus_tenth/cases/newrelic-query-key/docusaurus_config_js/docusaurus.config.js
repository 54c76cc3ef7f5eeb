// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    newRelicQueryKey: 'NRIQ-QJDB7U5Wk0TYgVk4NNZo3gPKEoMtD1uz',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
