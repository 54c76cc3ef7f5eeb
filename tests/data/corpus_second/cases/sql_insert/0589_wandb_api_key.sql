-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (49, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (799, 'wandb', 'wandb_api_key', '30d98674b9b4b316e261ef9449524bbc2233c5c6', 'priya');
COMMIT;
