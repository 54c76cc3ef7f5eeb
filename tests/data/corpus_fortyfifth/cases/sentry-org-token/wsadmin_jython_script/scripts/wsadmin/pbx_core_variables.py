# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the pbx-core application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=quillonCell01'

AdminTask.setVariable(['-variableName', 'SENTRY_PROJECT', '-variableValue', 'checkout-web', '-scope', scope])
AdminTask.setVariable(['-variableName', 'SENTRY_ORG', '-variableValue', 'larkspur', '-scope', scope])

AdminConfig.save()
print 'saved 2 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
