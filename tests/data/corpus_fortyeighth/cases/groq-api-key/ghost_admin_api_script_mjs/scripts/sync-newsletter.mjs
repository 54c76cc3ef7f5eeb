import GhostAdminAPI from '@tryghost/admin-api';

const GROQ_BASE_URL = 'https://api.groq.com/openai/v1';

const api = new GhostAdminAPI({
  url: 'https://blog.larkspur-press.com',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
