import GhostAdminAPI from '@tryghost/admin-api';

const EASYPOST_API_KEY = 'EZAKT10ppKhRIOl4XIIZu8j9aIiIv1NGD3l6fqDDoUGWORsz24VEIfGQiP';

const api = new GhostAdminAPI({
  url: 'https://blog.cobaltpeak-news.ca',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
