# WLST (wlst.sh) - create the sms-gateway data source and its application properties
import os

RESEND_API_KEY = 're_qSLi33if_TdMx9kG3zGSSrbh96FjdEZbb'
ADMIN_URL = 't3://wls-admin.larkspur-retail.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/larkspur-config.secure', userKeyFile='/u01/oracle/.wlst/larkspur-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('soa_server1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.resend_api_key=' + RESEND_API_KEY
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
