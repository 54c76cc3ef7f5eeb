# WLST (wlst.sh) - create the checkout data source and its application properties
import os

GOOGLE_CLIENT_ID = '284800261225-mp8scp8d9ju9xe33m9q73j0dxbyep98r.apps.googleusercontent.com'
GOOGLE_CLIENT_SECRET = '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'
ADMIN_URL = 't3://wls-admin.quillon.net:7001'

connect(userConfigFile='/u01/oracle/.wlst/quillon-config.secure', userKeyFile='/u01/oracle/.wlst/quillon-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('app_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.google_client_id=' + GOOGLE_CLIENT_ID
args = args + ' -Dapp.google_client_secret=' + GOOGLE_CLIENT_SECRET
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
