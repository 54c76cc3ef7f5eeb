-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Airtable', 'AIRTABLE_TOKEN', 'patuzGrSKqLjLtS2h.2ab6a66bbc4a056dd100e62cff546d1da66b5948413b3eb8d92ae7b2e7f451a5');
