let Env = { service : Text, port : Natural }

in  { service = "reports"
    , port = 3000
    , mysqlDefaultsFile =
        ''
[mysqld]
bind-address=0.0.0.0
max_connections=500

[mysql]
user=deploy
password=zsKn00RQaLD^yp.z3NfqT
host=db.kestrelworks.io
port=3306
''
    }
