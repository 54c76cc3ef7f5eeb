# Task: offsite-backup (user-defined script, run as root, daily 03:00)
# Control Panel > Task Scheduler > Task Settings > Run command
cd /volume1/docker/backup || exit 1
cat > /volume1/docker/backup/deploy.ppk <<'EOF'
PuTTY-User-Key-File-3: ssh-ed25519
Encryption: none
Comment: rsa-key-20241213
Public-Lines: 2
AAAAC3NzaC1lZDI1NTE5AAAAICbPz5SJoQsHyX6kn+Dnd29sxt1MEgFQbTqTquZe
96BP
Private-Lines: 1
AAAAIPr561u4zkZ0UBWXFF2AiYlDBfBcNjDjDsPGghBXCrpN
Private-MAC: b3292161f87430c670827d7d443514955b3511b22b91052413a3d8bd70066a16
EOF
