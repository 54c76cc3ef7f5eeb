# WLST (wlst.sh) - create the sms-gateway data source and its application properties
import os

AZDO_PAT = os.environ['AZURE_DEVOPS_PAT']
ADMIN_URL = 't3://wls-admin.larkspur-retail.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/larkspur-config.secure', userKeyFile='/u01/oracle/.wlst/larkspur-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('app_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.azdo_pat=' + AZDO_PAT
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
