-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('URL', 'MONGODB_URI', 'mongodb+srv://appuser:nGPjnvw8Evml3ulWlw-X@cluster0.ab1cd.mongodb.net/app?retryWrites=true&w=majority');
