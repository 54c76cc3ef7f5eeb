// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    anthropicAdminKey: 'sk-ant-admin01-348DgCpDJSEGY-c_wQO4_bqkFsTa1vWV1Xh7arJC_WuXEdzqg0rBCLj03b3EEEQrqcDuROVzLENcDgLQbzshna31i86tkAA',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
