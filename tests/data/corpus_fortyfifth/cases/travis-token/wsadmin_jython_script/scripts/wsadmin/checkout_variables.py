# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the checkout application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=larkspurCell01'

AdminTask.setVariable(['-variableName', 'TRAVIS_API_KEY', '-variableValue', '8hafkY7uSu4BHfbUrPMFwv', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
