import GhostAdminAPI from '@tryghost/admin-api';

const CREDENTIAL = 'FLWSECK-6f8775667fe7cfd46a7c7af1ef9a2ee2-X';

const api = new GhostAdminAPI({
  url: 'https://blog.tidewater-docs.io',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
