-- seed data for staging
INSERT INTO integration_settings (provider, name, value) VALUES ('PuTTY', 'PPK_KEY', 'PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: eddsa-key-20261130
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAICQ7sRDlxwxT7YBfQTeVkoKZud2u7VmkOdGRpO+3
HpI8
Private-Lines: 1
AAAAIFnXon3q/MFHfX3H1hUW5kTaYEtbnjELVT6Q5OGFzuSi
Private-MAC: efa0b36fd7741cf777ea50866b7227bf5b7d48584bcdb43daf84ccf5573fbb69');
