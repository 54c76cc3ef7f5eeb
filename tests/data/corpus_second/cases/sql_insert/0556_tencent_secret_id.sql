-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (69, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (568, 'tencentcloud', 'tencentcloud_secret_id', 'REPLACE_WITH_TENCENTCLOUD_SECRET_ID', 'maria.lopez');
COMMIT;
