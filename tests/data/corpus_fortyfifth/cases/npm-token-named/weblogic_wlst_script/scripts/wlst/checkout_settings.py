# WLST (wlst.sh) - create the checkout data source and its application properties
import os

NPM_AUTH_TOKEN = '6cada237-d270-424a-b6e7-e91a0e80abee'
ADMIN_URL = 't3://wls-admin.quillon.net:7001'

connect(userConfigFile='/u01/oracle/.wlst/quillon-config.secure', userKeyFile='/u01/oracle/.wlst/quillon-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('app_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.npm_auth_token=' + NPM_AUTH_TOKEN
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
