# WLST (wlst.sh) - create the helpdesk data source and its application properties
import os

NOTION_DATABASE_ID = '947389e1cbcacaf3869410faa778f4a4'
ADMIN_URL = 't3://wls-admin.cobaltpeak.ca:7001'

connect(userConfigFile='/u01/oracle/.wlst/cobaltpeak-config.secure', userKeyFile='/u01/oracle/.wlst/cobaltpeak-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('ManagedServer_1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.notion_database_id=' + NOTION_DATABASE_ID
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
