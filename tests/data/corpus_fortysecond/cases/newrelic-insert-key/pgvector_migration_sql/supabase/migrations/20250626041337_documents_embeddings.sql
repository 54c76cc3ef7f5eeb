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

select vault.create_secret('NRII-OX8ybW2p9WaJ8D21usWku5xYJMP21VHh', 'new_relic_insert_key', 'read by the embed-documents edge function');
