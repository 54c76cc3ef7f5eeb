import GhostAdminAPI from '@tryghost/admin-api';

const NPM_TOKEN = '3810351b-0df9-445e-bdbd-7bf3223d2c52';

const api = new GhostAdminAPI({
  url: 'https://blog.fernhill-publishing.org',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
