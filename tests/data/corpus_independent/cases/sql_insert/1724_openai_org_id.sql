-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('OpenAI', 'OPENAI_ORG_ID', 'org-zKnYGkwYhLBxE1j0lSNLHvE9');
