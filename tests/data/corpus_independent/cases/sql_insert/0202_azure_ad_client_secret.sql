-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Azure', 'AZURE_CLIENT_ID', 'e5646b90-5983-4cd2-a13e-5a17648454c2');
INSERT INTO integration_settings (provider, name, value) VALUES ('Azure', 'AZURE_TENANT_ID', '4080bf4c-260d-4acc-b482-02c848838edd');
INSERT INTO integration_settings (provider, name, value) VALUES ('Azure', 'AZURE_CLIENT_SECRET', 'RXr6Q~VtkEmjitcPz3g~.itDU3MRwEwc74SmvKMj');
