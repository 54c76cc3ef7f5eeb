-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (19, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (677, 'atlas', 'mongodb_atlas_client_secret', 'mdb_sa_sk_...', 'maria.lopez');
COMMIT;
