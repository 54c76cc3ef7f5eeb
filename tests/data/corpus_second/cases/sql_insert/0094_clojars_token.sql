-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (66, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (868, 'clojars', 'clojars_deploy_token', 'CLOJARS_f15abe905481afd53e2cced9bb14d073c11033c98a4ca097672dd3f744b4', 'maria.lopez');
COMMIT;
