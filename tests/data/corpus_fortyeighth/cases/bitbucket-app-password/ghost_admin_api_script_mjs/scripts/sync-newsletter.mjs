import GhostAdminAPI from '@tryghost/admin-api';

const BITBUCKET_USERNAME = 'ci-bot';
const BB_APP_PASSWORD = 'ATBBRXgP1a06cFMFU6Eui1VlguKs858B5EF4';

const api = new GhostAdminAPI({
  url: 'https://blog.tidewater-docs.io',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
