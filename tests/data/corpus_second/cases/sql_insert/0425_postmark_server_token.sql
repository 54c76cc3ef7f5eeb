-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (53, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (197, 'postmark', 'postmark_server_token', '0eb91974-c5d2-4369-8165-79af75ce73f1', 'maria.lopez');
COMMIT;
