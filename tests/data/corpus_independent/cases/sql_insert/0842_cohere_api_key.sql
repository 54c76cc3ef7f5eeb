-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Cohere', 'CO_API_KEY', '0LDf2HLsx5PuFtcai9dgo2BzotYw5TPKjPmZzA5n');
