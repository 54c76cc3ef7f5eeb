// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    razorpayKeyId: 'rzp_live_SEm142CWygNom8',
    razorpayKeySecret: 'ITEwlgadaTFSTYiXQ0Y41sGn',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
