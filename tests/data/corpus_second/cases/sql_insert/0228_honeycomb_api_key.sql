-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (45, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (206, 'honeycomb', 'honeycomb_api_key', '8zlot87LnfxCrLihKlUFXl', 'hannah');
COMMIT;
