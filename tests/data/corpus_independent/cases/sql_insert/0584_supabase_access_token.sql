-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Supabase', 'SUPABASE_ACCESS_TOKEN', 'sbp_27240418bdeaf0ca7586c423a5618361f23baa3a');
