# WLST (wlst.sh) - create the pbx-core data source and its application properties
import os

PAGERDUTY_ESCALATION_POLICY_ID = 'PR4JLW0'
ADMIN_URL = 't3://wls-admin.larkspur-retail.com:7001'

connect(userConfigFile='/u01/oracle/.wlst/larkspur-config.secure', userKeyFile='/u01/oracle/.wlst/larkspur-key.secure', url=ADMIN_URL)
edit()
startEdit()

cd('/')
srv = cmo.lookupServer('ManagedServer_1')
cd('/Servers/' + srv.getName() + '/ServerStart/' + srv.getName())
args = cmo.getArguments() or ''
args = args + ' -Dapp.pagerduty_escalation_policy_id=' + PAGERDUTY_ESCALATION_POLICY_ID
cmo.setArguments(args)

save()
activate(block='true')
disconnect()
exit()
