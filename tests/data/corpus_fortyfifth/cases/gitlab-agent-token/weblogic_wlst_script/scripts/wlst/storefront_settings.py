# WLST (wlst.sh) - create the storefront data source and its application properties
import os

KAS_TOKEN = 'glagent-eZUazQOWnrkFJ8FRKPaaPGHA9MbmsxqGaQljNQ1QEo8dgIOY0g'
ADMIN_URL = 't3://wls-admin.kestrel-telecom.io:7001'

connect(userConfigFile='/u01/oracle/.wlst/kestrel-config.secure', userKeyFile='/u01/oracle/.wlst/kestrel-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.kas_token=' + KAS_TOKEN
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
