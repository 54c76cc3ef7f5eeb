# WLST (wlst.sh) - create the helpdesk data source and its application properties
import os

ATLASSIAN_CLOUD_ID = '86f844bc-102b-4ac8-b88d-1a71aa6d6084'
ADMIN_URL = 't3://wls-admin.fernhill-foods.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/fernhill-config.secure', userKeyFile='/u01/oracle/.wlst/fernhill-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.atlassian_cloud_id=' + ATLASSIAN_CLOUD_ID
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
