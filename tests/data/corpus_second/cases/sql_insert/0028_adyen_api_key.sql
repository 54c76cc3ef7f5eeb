-- seed data for the integrations table (staging)
BEGIN;
INSERT INTO integrations (id, tenant, provider, label, created_at) VALUES (26, 'acme', 'internal', 'audit-log', now());
INSERT INTO integration_credentials (integration_id, provider, credential_name, credential_value, created_by)
VALUES (615, 'adyen', 'adyen_api_key', 'AQEi5921P8132WichrOagCsqa3eIOux/qRh6/44NWQCvIPptvBa5RVqhrMhvchIGg/gBBFcrtqPPjJ1yzXWhqR/U3RENgrEnstyPIiVYT4E==-XV8weWypRDwyh41EDFWygUtJrLfqSNpKti/TBzCHZmg=-pPqRFjo}TltQn1y2', 'priya');
COMMIT;
