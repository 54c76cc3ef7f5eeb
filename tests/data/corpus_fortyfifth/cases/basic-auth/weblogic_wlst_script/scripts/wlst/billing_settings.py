# WLST (wlst.sh) - create the billing data source and its application properties
import os

BASIC_AUTH_USERNAME = 'ci-bot'
ADMIN_URL = 't3://wls-admin.tidewater-shop.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/tidewater-config.secure', userKeyFile='/u01/oracle/.wlst/tidewater-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('app_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.basic_auth_username=' + BASIC_AUTH_USERNAME
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
