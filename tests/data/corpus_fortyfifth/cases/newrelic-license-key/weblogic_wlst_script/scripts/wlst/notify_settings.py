# WLST (wlst.sh) - create the notify data source and its application properties
import os

NEW_RELIC_LICENSE_KEY = 'eu01xxd0220e6a3256f349d8a31d8bdaFFFFNRAL'
ADMIN_URL = 't3://wls-admin.fernhill-foods.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/fernhill-config.secure', userKeyFile='/u01/oracle/.wlst/fernhill-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('ManagedServer_1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.new_relic_license_key=' + NEW_RELIC_LICENSE_KEY
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
