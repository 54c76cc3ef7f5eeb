# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the sms-gateway application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=cobaltpeakCell01'

AdminTask.setVariable(['-variableName', 'OKTA_ORG_URL', '-variableValue', 'https://larkspur-dev.okta.com', '-scope', scope])
AdminTask.setVariable(['-variableName', 'OKTA_TOKEN', '-variableValue', '005Vl0jbVX-qGSvuc2NTQkQ3LCORsEYWHQjrmhWqG4', '-scope', scope])

AdminConfig.save()
print 'saved 2 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
