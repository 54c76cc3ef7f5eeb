// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    xaiApiKey: 'xai-bti5zNyHcvc7x1bVX8aagRaICY6nbIwmYizwcAjBS2U3mAouLK1tzu06YMZPwcLkGFyU5UktYOLj9y63',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
