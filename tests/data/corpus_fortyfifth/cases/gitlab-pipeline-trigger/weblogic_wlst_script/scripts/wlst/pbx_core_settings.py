# WLST (wlst.sh) - create the pbx-core data source and its application properties
import os

PIPELINE_TRIGGER = os.environ['GITLAB_PIPELINE_TRIGGER']
ADMIN_URL = 't3://wls-admin.cobaltpeak.ca:7001'

connect(userConfigFile='/u01/oracle/.wlst/cobaltpeak-config.secure', userKeyFile='/u01/oracle/.wlst/cobaltpeak-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('app_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.pipeline_trigger=' + PIPELINE_TRIGGER
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
