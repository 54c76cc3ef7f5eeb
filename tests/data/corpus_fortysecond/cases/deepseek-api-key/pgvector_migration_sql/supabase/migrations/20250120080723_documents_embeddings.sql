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

select vault.create_secret('sha1:06921cbb983cf853be739f37f6da34852f816461', 'deepseek_api_key', 'read by the embed-documents edge function');
