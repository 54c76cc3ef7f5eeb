-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('PEM', 'JWT_SIGNING_KEY', '-----BEGIN EC PRIVATE KEY-----
MHcCAQEEIMhWqMerQ/ctm66eiPL4+2vskTgBjYU5whSBiiKUkhCKoAoGCCqGSM49
AwEHoUQDQgAE4C2SGytkdOTouDhHbkVxAZ/Cr2Va/FUaIP06hVxeIhZbHsJqEg+N
uoGOw3aUPlvasTxdXyoDzsgFWUFgwB9AjQ==
-----END EC PRIVATE KEY-----');
