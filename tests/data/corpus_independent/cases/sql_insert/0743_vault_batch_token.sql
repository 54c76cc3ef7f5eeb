-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('HashiCorp Vault', 'VAULT_TOKEN', 'hvb.AAAAAQcGuyIH0QMNVY1ST9qIHaKNI8y-Aka_eV_l-MuCjq2-eDLIAGj8IhQI22J2GT-Q6_qdobf_R81A9d6v4bAz8QdOF8eOP0ioxT_gHfAByi_QM8WANot_3lxkXIy0kdcQ_zDA_GAm1RCXEYGIzIZE1v5P');
