import GhostAdminAPI from '@tryghost/admin-api';

const PASS = 'EvPnXT05nKaeWGsH3l8Q';

const api = new GhostAdminAPI({
  url: 'https://blog.kestrel-journal.com',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
