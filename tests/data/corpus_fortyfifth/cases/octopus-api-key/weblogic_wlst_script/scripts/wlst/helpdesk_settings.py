# WLST (wlst.sh) - create the helpdesk data source and its application properties
import os

OCTOPUS_SPACE_ID = 'Spaces-5'
ADMIN_URL = 't3://wls-admin.cobaltpeak.ca:7001'

connect(userConfigFile='/u01/oracle/.wlst/cobaltpeak-config.secure', userKeyFile='/u01/oracle/.wlst/cobaltpeak-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('ManagedServer_1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.octopus_space_id=' + OCTOPUS_SPACE_ID
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
