-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Hugging Face', 'HF_TOKEN', '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');
