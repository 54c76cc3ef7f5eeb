# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the sms-gateway application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=larkspurCell01'

AdminTask.setVariable(['-variableName', 'CO_API_KEY', '-variableValue', 'FXwXYVetzCus7r5wiGArujU5ufHxpjqPU0BZ6JaB', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
