# WLST (wlst.sh) - create the storefront data source and its application properties
import os

SQUARE_APPLICATION_SECRET = 'sandbox-sq0csb-R3TWMVYNnueq2YfeoX7Nv2haDWjZnwsSgGW1ZNrqn-K'
ADMIN_URL = 't3://wls-admin.fernhill-foods.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/fernhill-config.secure', userKeyFile='/u01/oracle/.wlst/fernhill-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('ManagedServer_1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.square_application_secret=' + SQUARE_APPLICATION_SECRET
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
