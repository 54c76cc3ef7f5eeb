# WLST (wlst.sh) - create the helpdesk data source and its application properties
import os

PASSWORD_HASH = '$2b$12$zOkKgrW6HN8npsZjmf1X4f9thqCxPbIX2ow1SPst60gX8aO.p5wUg'
ADMIN_URL = 't3://wls-admin.kestrel-telecom.io:7001'

connect(userConfigFile='/u01/oracle/.wlst/kestrel-config.secure', userKeyFile='/u01/oracle/.wlst/kestrel-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('app_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.password_hash=' + PASSWORD_HASH
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
