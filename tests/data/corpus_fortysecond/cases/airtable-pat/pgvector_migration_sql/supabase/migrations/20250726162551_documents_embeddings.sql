-- Enable pgvector and the settings the embedding trigger needs
create extension if not exists vector with schema extensions;
create extension if not exists pg_net with schema extensions;

create table if not exists public.documents (
  id bigserial primary key,
  content text not null,
  metadata jsonb not null default '{}'::jsonb,
  embedding extensions.vector(1536)
);

create index if not exists documents_embedding_idx on public.documents
  using hnsw (embedding extensions.vector_cosine_ops);

select vault.create_secret('patr9naAYT7jMabj7.8b3fc2e58da4a06b092556b40b9e7062a975800f3dc5bc1b88d8db161aad59f2', 'airtable_pat', 'read by the embed-documents edge function');
