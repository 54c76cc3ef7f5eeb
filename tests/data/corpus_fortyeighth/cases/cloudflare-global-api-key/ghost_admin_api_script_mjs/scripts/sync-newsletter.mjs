import GhostAdminAPI from '@tryghost/admin-api';

const CLOUDFLARE_EMAIL = 'jdoe@larkspur.dev';
const CF_GLOBAL_API_KEY = 'd2b5eccf0660664045e05b1b55e692925103a';

const api = new GhostAdminAPI({
  url: 'https://blog.tidewater-docs.io',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
