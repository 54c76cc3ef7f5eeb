# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the checkout application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=cobaltpeakCell01'

AdminTask.setVariable(['-variableName', 'PULUMI_ACCESS_TOKEN', '-variableValue', 'pul-10117dd5a12db8b22dd5a2465f72ebd623e5adda', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
