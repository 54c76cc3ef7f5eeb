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

select vault.create_secret('sKTaItsG9G1JmwoYlixipCGqx6nSbXwN', 'auth0_client_id', 'read by the embed-documents edge function');
select vault.create_secret('nw-prod.us.auth0.com', 'auth0_domain', 'read by the embed-documents edge function');
select vault.create_secret('8e2Pfxc96w1qGwMSDa_ZmAeZhzGVyzy399DrYn0MqO237e4Yfw71wLozCDsj8job', 'auth0_management_client_secret', 'read by the embed-documents edge function');
