-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (20, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (887, 'axiom', 'axiom_token', 'xapt-00a5a245-a2d4-4be5-8446-17b29317e32a', 'dev-ops');
COMMIT;
