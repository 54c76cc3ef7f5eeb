// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    gitlabScimToken: 'vault:v1:Ki3lEh9ah2ZSorwtlguQCmQ3EJQyw7dhcnddjg3S+DQAMzUh5qB48ZNcZO0wln7XPGPky5ILVwfW6lxASw==',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;