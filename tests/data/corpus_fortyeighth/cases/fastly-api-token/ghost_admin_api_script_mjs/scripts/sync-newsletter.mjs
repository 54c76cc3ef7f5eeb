import GhostAdminAPI from '@tryghost/admin-api';

const api = new GhostAdminAPI({
  url: 'https://blog.cobaltpeak-news.ca',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);

await fetch('https://api.fastly.com/service', {
  method: 'POST',
  headers: { 'Fastly-Key': process.env.FASTLY_API_TOKEN },
  body: JSON.stringify({ count: posts.length }),
});
