# WLST (wlst.sh) - create the sms-gateway data source and its application properties
import os

COHERE_MODEL = 'command-r-plus-08-2024'
ADMIN_URL = 't3://wls-admin.larkspur-retail.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/larkspur-config.secure', userKeyFile='/u01/oracle/.wlst/larkspur-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.cohere_model=' + COHERE_MODEL
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
