import GhostAdminAPI from '@tryghost/admin-api';

const SNYK_AUTH_TOKEN = '91beb858-e29f-4139-96db-750368c33cb0';

const api = new GhostAdminAPI({
  url: 'https://blog.tidewater-docs.io',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
