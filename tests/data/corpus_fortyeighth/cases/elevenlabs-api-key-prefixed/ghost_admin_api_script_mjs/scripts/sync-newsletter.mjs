import GhostAdminAPI from '@tryghost/admin-api';

const ELEVENLABS_VOICE_ID = '21m00Tcm4TlvDq8ikWAM';

const api = new GhostAdminAPI({
  url: 'https://blog.larkspur-press.com',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
