# WLST (wlst.sh) - create the notify data source and its application properties
import os

PAYPAL_CLIENT_ID = 'A2ZhnlORPnMvHa0DLbfgRZlgsdXjLCfyZ8HCFFufwVcxaTPC2NXRSZXPbNvV3aC6gTTivr5lIOYBOAeS'
ADMIN_URL = 't3://wls-admin.quillon.net:7001'

connect(userConfigFile='/u01/oracle/.wlst/quillon-config.secure', userKeyFile='/u01/oracle/.wlst/quillon-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('ManagedServer_1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.paypal_client_id=' + PAYPAL_CLIENT_ID
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
