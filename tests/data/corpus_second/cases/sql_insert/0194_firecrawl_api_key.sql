-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (23, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (711, 'firecrawl', 'firecrawl_api_key', 'fc-776355e492b7aad6b8f1d54c8310bf08', 'tomasz.k');
COMMIT;
