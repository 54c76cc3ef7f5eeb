-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('PEM', 'JWT_PUBLIC_KEY', '-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A0CY4Xjgn8Jy1Xup+OwL0gy2IlYuAe2iC
kW6ViJ5LRh3xnucucfLjsN4r6TEubuQ0c3nH25k1T/O8W9gDL3rcmJeWisFBpoWk
h5ZN8OocrfeWT5YNTf3RugJitpjylXKwb/bgV0A/XrUSe5Qpaf3mwk+HqBMhMWyT
jutcwyT+GExBDtRnFssSSlaDTmg0Ts+WzKI8lwOX+kqTHKOkJ1JXoHKLHYDtPfrO
2mVs4UO+ZPPeHmBjyiFVaB/gre+G47qzqB9W7lnPXk2NDMdcEZXC93HL57xBZuHO
BbjoNBf2p5JuVWaOGVepfCuP+1wyyFQp5IIQzW/v0oBOOl3T0tdX4X//yzOURxdJ
GgJtb+ez
-----END PUBLIC KEY-----');
