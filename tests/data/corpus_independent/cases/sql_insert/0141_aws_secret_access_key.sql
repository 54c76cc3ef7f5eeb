-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('AWS', 'AWS_ACCESS_KEY_ID', 'AKIA2TGI6EJZLJSGPQZQ');
INSERT INTO integration_settings (provider, name, value) VALUES ('AWS', 'AWS_SECRET_ACCESS_KEY', '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');
