-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('Google', 'GOOGLE_ACCESS_TOKEN', 'ya29.a0pcCDIS8qG6NFTd41dobnw39t--i2u7m1dl_RUpr8InZGuRjJKmx7y_gOFVQR7EVrKgi7DtL6Av4IzwtFym7amd_XFG3HvvApDysYnf7Bw4W5ALPWn8khM3WB_MmrVzQqLFMJqYZB5LBLArAKfl-EhQ7aXTTHiWZ_-xHGuuh47WPaVDQOTkMM');
