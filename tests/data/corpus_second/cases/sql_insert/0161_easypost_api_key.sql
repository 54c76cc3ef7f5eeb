-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (70, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (384, 'easypost', 'easypost_api_key', 'EZAK4252472a597f6ac116262745e2bf12c83e4a706e1534ea906d39f9', 'hannah');
COMMIT;
