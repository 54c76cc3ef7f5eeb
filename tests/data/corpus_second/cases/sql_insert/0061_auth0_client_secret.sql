-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (23, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (708, 'auth0', 'auth0_client_secret', '<AUTH0_CLIENT_SECRET>', 'j.okafor');
COMMIT;
