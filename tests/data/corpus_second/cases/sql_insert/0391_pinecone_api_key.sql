-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (96, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (838, 'pinecone', 'pinecone_api_key', '${PINECONE_API_KEY}', 'j.okafor');
COMMIT;
