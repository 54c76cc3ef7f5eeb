-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('random', 'ARTIFACT_SHA256', 'c61ef57682328f742357e83c1173a96db0c5db9dff69c1a02b1cf2ec9e42c9c5');
