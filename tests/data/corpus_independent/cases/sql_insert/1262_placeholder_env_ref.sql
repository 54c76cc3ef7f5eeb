-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('placeholder', 'GITHUB_TOKEN', '${GITHUB_TOKEN}');
