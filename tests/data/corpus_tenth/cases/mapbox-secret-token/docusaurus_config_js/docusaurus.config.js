// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    mapboxDownloadsToken: 'sk.eyJ1IjoibGFya3NwdXIiLCJhIjoiOHR2czYzZHFqY3J3MTc1czl2ZHFoYjQwciJ9.SGnAeDW0N5XAO14I4gvtrp',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
