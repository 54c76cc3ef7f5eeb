-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('OpenAI', 'OPENAI_API_KEY', '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');
