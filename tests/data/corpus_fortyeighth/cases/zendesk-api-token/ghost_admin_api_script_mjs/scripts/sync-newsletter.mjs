import GhostAdminAPI from '@tryghost/admin-api';

const ZENDESK_EMAIL = 'ci-bot@kestrelworks.io/token';
const ZENDESK_SUBDOMAIN = 'kestrelworks';
const ZD_TOKEN = 'T7nyGkfvkaTCSZ6GwXoj6Ix9ydMHF7EJxSvs2ahk';

const api = new GhostAdminAPI({
  url: 'https://blog.kestrel-journal.com',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
