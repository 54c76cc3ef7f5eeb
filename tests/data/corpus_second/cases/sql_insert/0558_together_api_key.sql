-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (81, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (885, 'together', 'together_api_key', '3b7fd694c174fce23c4c85744b61fd7ce135d9b4d52a2a95db21c95b021e13bf', 'priya');
COMMIT;
