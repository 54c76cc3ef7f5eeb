# WLST (wlst.sh) - create the storefront data source and its application properties
import os

ALIBABA_CLOUD_ACCESS_KEY_ID = 'LTAIiufmF3hbZmTkb8r9ZMLJ'
ADMIN_URL = 't3://wls-admin.cobaltpeak.ca:7001'

connect(userConfigFile='/u01/oracle/.wlst/cobaltpeak-config.secure', userKeyFile='/u01/oracle/.wlst/cobaltpeak-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.alibaba_cloud_access_key_id=' + ALIBABA_CLOUD_ACCESS_KEY_ID
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
