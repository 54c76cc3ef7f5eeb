import GhostAdminAPI from '@tryghost/admin-api';

const ACCESS_ID = 'LTAIuXw2IDNdQ0XsMwg8NuyE';
const ACCESS_KEY = '4wSjLtbr9PljxvEvxQty7zZqPX4PFv';

const api = new GhostAdminAPI({
  url: 'https://blog.cobaltpeak-news.ca',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
