-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Doppler', 'DOPPLER_TOKEN', 'dp.pt.X8afQJLU09acpCER0Q3AwwcLmdhASIguqRo7Lxv2QQB');
