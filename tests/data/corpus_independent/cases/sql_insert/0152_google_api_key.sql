-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Google', 'GOOGLE_API_KEY', 'AIzaySs2qbD8uTfT1z7PrqW8JYSDc5kSWtfVIkW');
