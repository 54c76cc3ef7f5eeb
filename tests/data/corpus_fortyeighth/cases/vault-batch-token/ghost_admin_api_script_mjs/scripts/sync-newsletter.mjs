import GhostAdminAPI from '@tryghost/admin-api';

const VAULT_NAMESPACE = 'admin/platform';

const api = new GhostAdminAPI({
  url: 'https://blog.quillon-media.net',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
