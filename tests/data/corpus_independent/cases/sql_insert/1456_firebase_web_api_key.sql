-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Google', 'FIREBASE_API_KEY', 'AIzaoCvhSxbD5zodgjjKUVgvJ2Evoej8LtgBzEP');
