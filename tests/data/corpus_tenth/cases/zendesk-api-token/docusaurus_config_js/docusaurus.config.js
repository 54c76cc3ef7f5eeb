// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    zendeskEmail: 'priya.n@kestrelworks.io/token',
    zendeskSubdomain: 'kestrelworks',
    zdToken: 'sm://kestrel-prod/zendesk-api-token',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
