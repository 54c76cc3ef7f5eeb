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

select vault.create_secret('sk.eyJ1IjoiZmllbGRvcHMiLCJhIjoiNTgzcWZheW04MWhzYjVvZTZnZTZmYTU2biJ9.98Wpwp5Ns7X1nG0VGfgtgm', 'mapbox_secret_token', 'read by the embed-documents edge function');
