import GhostAdminAPI from '@tryghost/admin-api';

const GIT_REMOTE_URL = 'https://x-access-token:ghs_R6f6eQUi1TWW7i4Rq6sZQyod7wUz5O3rWCfN@github.com/quillon/monorepo.git';

const api = new GhostAdminAPI({
  url: 'https://blog.cobaltpeak-news.ca',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
