-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Square', 'SQUARE_ACCESS_TOKEN', 'EAAAPL13tmCQe3IL9fghCYwxYupwn-pvjVMpae1xVJZDrRtBQBxtjg-_amh72adA');
