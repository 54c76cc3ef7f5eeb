// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    djangoSecretKey: 'fq=f1!eg8$urip1b*ct6k)v@x+jb1_ncq$h8xui#$m7(in4b%$',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;