-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (94, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (831, 'hcloud', 'hcloud_token', 'your-hcloud-token', 'priya');
COMMIT;
