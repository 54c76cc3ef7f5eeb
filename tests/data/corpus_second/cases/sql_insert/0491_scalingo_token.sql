-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (59, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (833, 'scalingo', 'scalingo_api_token', 'tk-us-js65U3DpkCDKC6NZ8Zt8fVz6l-ym9dmvDqH7JLSyM4uD9vQP', 'priya');
COMMIT;
