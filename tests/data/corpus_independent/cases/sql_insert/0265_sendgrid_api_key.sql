-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('SendGrid', 'SENDGRID_API_KEY', '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');
