import GhostAdminAPI from '@tryghost/admin-api';

const DBX_TOKEN = 'dapi66d65ff62721d658faf95b533e39474a';

const api = new GhostAdminAPI({
  url: 'https://blog.kestrel-journal.com',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
