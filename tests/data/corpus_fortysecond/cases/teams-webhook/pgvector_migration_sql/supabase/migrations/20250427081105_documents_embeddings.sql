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

select vault.create_secret('https://quillon.webhook.office.com/webhookb2/535f80ab-f278-4ef8-816e-52c6346a6e4d@811ead8a-db6f-4c73-aee5-16ecd7ed9d33/IncomingWebhook/e050cfcb3223ac4a8cd8f8ee651f8f4f/d2adac70-9527-45e3-8526-4457d08c2ab3', 'teams_webhook', 'read by the embed-documents edge function');
