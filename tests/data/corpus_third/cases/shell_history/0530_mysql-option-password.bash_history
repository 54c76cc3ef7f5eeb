ls -la
cd ~/src/orders-api
git status
git pull --rebase
cat > ~/.my.cnf <<'EOF'
[client]
user=backup
password=iL8cQm2YK2vxHrOV4u3H
host=mysql.prod.internal
port=3306
EOF
chmod 600 ~/.my.cnf
make deploy ENV=prod
