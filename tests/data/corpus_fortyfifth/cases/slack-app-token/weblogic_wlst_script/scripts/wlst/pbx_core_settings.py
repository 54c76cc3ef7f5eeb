# WLST (wlst.sh) - create the pbx-core data source and its application properties
import os

SLACK_APP_TOKEN = os.environ['SLACK_APP_TOKEN']
ADMIN_URL = 't3://wls-admin.quillon.net:7001'

connect(userConfigFile='/u01/oracle/.wlst/quillon-config.secure', userKeyFile='/u01/oracle/.wlst/quillon-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('ManagedServer_1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.slack_app_token=' + SLACK_APP_TOKEN
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
