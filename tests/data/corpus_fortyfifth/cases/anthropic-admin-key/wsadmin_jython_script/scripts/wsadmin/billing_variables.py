# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the billing application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=larkspurCell01'

AdminTask.setVariable(['-variableName', 'ANTHROPIC_ADMIN_API_KEY', '-variableValue', 'sk-ant-admin01-ObDl_ghL73qFhqsL11lATUGMNqFxg_o6RpzVpZpQsKfzzHzkqZJnECEI776LKvFQLTaagaL1e6cP9McGhsg66eytv5TM2AA', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
