# WLST (wlst.sh) - create the storefront data source and its application properties
import os

GITHUB_CLIENT_ID = 'Iv23liFZwBlg6UvapwlY'
ADMIN_URL = 't3://wls-admin.quillon.net:7001'

connect(userConfigFile='/u01/oracle/.wlst/quillon-config.secure', userKeyFile='/u01/oracle/.wlst/quillon-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('app_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.github_client_id=' + GITHUB_CLIENT_ID
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
