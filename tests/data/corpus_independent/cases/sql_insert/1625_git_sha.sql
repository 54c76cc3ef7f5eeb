-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('random', 'GIT_COMMIT_SHA', '0f868e2cbc455140fd27ef25481382f9bfcea27a');
