// @ts-check

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'Kestrel Docs',
  url: 'https://docs.kestrelworks.io',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  customFields: {
    teamsWebhook: 'https://kestrelworks.webhook.office.com/webhookb2/2887845e-a151-4fab-bfda-5408e051174b@be803fbf-f746-4762-8f45-b608db18b6b1/IncomingWebhook/272eabf14f366483d83c8f4fbabd5609/1ad91cde-d693-4595-a934-92bbea7b9b1e',
  },
  presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]],
};

module.exports = config;
