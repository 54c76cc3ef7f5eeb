# WLST (wlst.sh) - create the checkout data source and its application properties
import os

NEXT_PUBLIC_FACEBOOK_APP_ID = '4641823868821956'
ADMIN_URL = 't3://wls-admin.quillon.net:7001'

connect(userConfigFile='/u01/oracle/.wlst/quillon-config.secure', userKeyFile='/u01/oracle/.wlst/quillon-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.next_public_facebook_app_id=' + NEXT_PUBLIC_FACEBOOK_APP_ID
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
