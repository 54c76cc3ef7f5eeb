import GhostAdminAPI from '@tryghost/admin-api';

const OPENAI_API_KEY = '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';

const api = new GhostAdminAPI({
  url: 'https://blog.fernhill-publishing.org',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
