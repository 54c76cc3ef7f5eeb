import GhostAdminAPI from '@tryghost/admin-api';

const SLACK_USER_TOKEN = 'xoxp-44385871407-27829802795-1576257094349-40aebc04565f89ece55401df58559011';

const api = new GhostAdminAPI({
  url: 'https://blog.kestrel-journal.com',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
