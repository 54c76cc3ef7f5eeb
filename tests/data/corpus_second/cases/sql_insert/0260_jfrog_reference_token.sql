-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (60, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (730, 'jfrog', 'jfrog_access_token', 'cmVmdGtuOjAxOjE3MDk5Njk5MDE6MXMxMDhCdjh0cmFWa1hYeDY3b0trd2dNbFU1', 'maria.lopez');
COMMIT;
