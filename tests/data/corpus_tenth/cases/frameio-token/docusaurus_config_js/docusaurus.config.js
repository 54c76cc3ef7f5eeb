// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    frameioToken: 'fio-u-kbzzxQUMtlvL9MxnpEN_AYdakvlL2pFz8urStoIo9Af1RfBbvoMhPA2yeMDP447z',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
