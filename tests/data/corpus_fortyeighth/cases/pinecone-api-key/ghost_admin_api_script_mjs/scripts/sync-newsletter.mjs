import GhostAdminAPI from '@tryghost/admin-api';

const PINECONE_INDEX_HOST = 'https://orders-docs-80nomfn.svc.gcp-starter-11ac-5b8f.pinecone.io';

const api = new GhostAdminAPI({
  url: 'https://blog.cobaltpeak-news.ca',
  key: process.env.GHOST_ADMIN_API_KEY,
  version: 'v5.0',
});

const posts = await api.posts.browse({ limit: 'all', filter: 'status:published+tag:newsletter' });
console.log(`${posts.length} newsletter posts`);
