-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('placeholder', 'OPENAI_API_KEY', 'sk-proj-...');
