import GhostAdminAPI from '@tryghost/admin-api';

const NEON_API_KEY = 'napi_p9x21hupsdlr7rtoni276g5t5u3pejxtloqjsxztmocgbp7y7i1sh883kojwqkio';

const api = new GhostAdminAPI({
  url: 'https://blog.larkspur-press.com',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
