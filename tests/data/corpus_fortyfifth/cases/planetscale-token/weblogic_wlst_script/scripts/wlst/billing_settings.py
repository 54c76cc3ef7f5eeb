# WLST (wlst.sh) - create the billing data source and its application properties
import os

PLANETSCALE_SERVICE_TOKEN_ID = '9tof00g36ord'
PLANETSCALE_SERVICE_TOKEN = 'pscale_tkn_M0gp0S5rlwtGjUVOHMLNslC3UKgT0-f6QUiZ76MVWRf'
ADMIN_URL = 't3://wls-admin.cobaltpeak.ca:7001'

connect(userConfigFile='/u01/oracle/.wlst/cobaltpeak-config.secure', userKeyFile='/u01/oracle/.wlst/cobaltpeak-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.planetscale_service_token_id=' + PLANETSCALE_SERVICE_TOKEN_ID
args = args + ' -Dapp.planetscale_service_token=' + PLANETSCALE_SERVICE_TOKEN
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
