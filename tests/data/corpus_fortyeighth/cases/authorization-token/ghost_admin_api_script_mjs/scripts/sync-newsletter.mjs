import GhostAdminAPI from '@tryghost/admin-api';

const api = new GhostAdminAPI({
  url: 'https://blog.larkspur-press.com',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);

await fetch('https://api.larkspur-press.com/v2/assets/purge', {
  method: 'POST',
  headers: { 'Authorization': 'Token token="PxMfVkRi2lurSk0sKKeeZkKohVUEPtjf"' },
  body: JSON.stringify({ count: posts.length }),
});
