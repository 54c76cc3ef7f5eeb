-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (18, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (281, 'sourcegraph', 'src_access_token', 'sgp_7bd0540621a04e99_3daa6c65989e3b9fd5a3a3dc58c9a896d30efd86', 'ci-bot');
COMMIT;
