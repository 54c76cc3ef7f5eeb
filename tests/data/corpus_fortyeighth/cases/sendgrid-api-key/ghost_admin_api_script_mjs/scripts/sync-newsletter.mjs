import GhostAdminAPI from '@tryghost/admin-api';

const SENDGRID_PASSWORD = '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';

const api = new GhostAdminAPI({
  url: 'https://blog.quillon-media.net',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
