// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    sopsAgeKey: 'AGE-SECRET-KEY-1X5XFKF7UR7NV7J86NLLX86R9J0GVZ0GA32M0L3HGR702UCXG7DAQWTRE4H',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
