-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (94, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (353, 'plaid', 'plaid_access_token', 'access-production-86b21cc0-3016-42f1-9b94-25e7fc82802a', 'j.okafor');
COMMIT;
