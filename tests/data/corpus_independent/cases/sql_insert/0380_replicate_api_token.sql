-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Replicate', 'REPLICATE_API_TOKEN', 'r8_ONk8sbxi2pzcvq8PcLbhoCfwt8kVrMOizBjQe');
