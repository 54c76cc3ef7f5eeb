-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (78, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (589, 'atlas', 'mongodb_atlas_private_key', '9b4af290-cb8e-426d-9635-b6c36d6cbbd3', 'maria.lopez');
COMMIT;
