import GhostAdminAPI from '@tryghost/admin-api';

const ACCESS_TOKEN = 'eu01xx3d5bf4d85355f4052f873c15b7FFFFNRAL';

const api = new GhostAdminAPI({
  url: 'https://blog.cobaltpeak-news.ca',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
