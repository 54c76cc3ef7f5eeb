ls -la
cd ~/src/orders-api
git status
git pull --rebase
cat > ~/.id_deploy <<'EOF'
-----BEGIN OPENSSH PRIVATE KEY-----
<paste your key here>
-----END OPENSSH PRIVATE KEY-----
EOF
chmod 600 ~/.id_deploy
make deploy ENV=prod
