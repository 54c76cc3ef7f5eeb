# WLST (wlst.sh) - create the sms-gateway data source and its application properties
import os

HEROKU_TOKEN = '9543ecfe-dcd3-4670-81a5-5ad8e53370cd'
ADMIN_URL = 't3://wls-admin.fernhill-foods.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/fernhill-config.secure', userKeyFile='/u01/oracle/.wlst/fernhill-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('ManagedServer_1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.heroku_token=' + HEROKU_TOKEN
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
