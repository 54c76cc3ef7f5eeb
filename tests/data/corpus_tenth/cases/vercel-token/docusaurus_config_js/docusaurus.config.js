// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    vercelOrgId: 'team_w81qL1GkkUJ0Oa2RwGmUnubX',
    VERCEL_TOKEN: 'fUhVgYVJPHoUUx8RQsuNrj3l',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
