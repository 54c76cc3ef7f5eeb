// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    grafanaCloudAccessPolicyToken: 'glc_eyJvIjoiMzg3OTE1NCIsIm4iOiJvdGxwLWluZ2VzdCIsImsiOiJtNTZaRUsxTGppellsYmJxWFhHVEJMbzgiLCJtIjp7InIiOiJwcm9kLWFwLXNvdXRoZWFzdC0xIn19',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
