-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (70, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (196, 'maxmind', 'maxmind_license_key', 'YOUR_LICENSE_KEY', 'ci-bot');
COMMIT;
