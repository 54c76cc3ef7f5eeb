-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Google', 'GOOGLE_CLIENT_ID', '206331072678-l1i1wqpospse5sjakwf52aefiw3wxuhl.apps.googleusercontent.com');
