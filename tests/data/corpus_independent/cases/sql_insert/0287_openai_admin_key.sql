-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('OpenAI', 'OPENAI_ADMIN_KEY', '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');
