-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (35, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (682, 'octopus', 'octopus_api_key', 'API-9V0GARCPWKW4ASI9CEW861Y0TU', 'hannah');
COMMIT;
