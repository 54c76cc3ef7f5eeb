# WLST (wlst.sh) - create the pbx-core data source and its application properties
import os

FIGMA_TOKEN = 'figd_56-SJc-3Y5YhSyLHwOopM5bJDC-KwYjbo3DNDCuR'
ADMIN_URL = 't3://wls-admin.kestrel-telecom.io:7001'

connect(userConfigFile='/u01/oracle/.wlst/kestrel-config.secure', userKeyFile='/u01/oracle/.wlst/kestrel-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.figma_token=' + FIGMA_TOKEN
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
