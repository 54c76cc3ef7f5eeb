-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('OpenAI', 'OPENAI_API_KEY', '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');
