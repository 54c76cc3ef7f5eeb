# WLST (wlst.sh) - create the billing data source and its application properties
import os

BUILDKITE_TOKEN = 'bkua_6312d53ffca1b9dc5f4269f5da78ca1448c545ae'
ADMIN_URL = 't3://wls-admin.fernhill-foods.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/fernhill-config.secure', userKeyFile='/u01/oracle/.wlst/fernhill-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.buildkite_token=' + BUILDKITE_TOKEN
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
