import GhostAdminAPI from '@tryghost/admin-api';

const MAILGUN_API_KEY = 'key-0e3563781d10b9314daa12bb9a40a42f';

const api = new GhostAdminAPI({
  url: 'https://blog.larkspur-press.com',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
