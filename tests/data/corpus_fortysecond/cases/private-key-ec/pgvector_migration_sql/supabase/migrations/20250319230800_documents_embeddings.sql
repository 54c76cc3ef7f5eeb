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

select vault.create_secret(
'-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIGMEaiXs29qgwBvR2nREElwYcoNQ3gts/pB+WIR9xQPIoAoGCCqGSM49
AwEHoUQDQgAEsO4y426sC/3b3kumPz4i29dmI99Jc6OIaLdbWCef4/USro9+5UEP
/Dva0LckLSN2B/yG4NxnRX0CPdiZVsvHfQ==
-----END EC PRIVATE KEY-----',
'ssh_private_key', 'used by the ingest worker');
