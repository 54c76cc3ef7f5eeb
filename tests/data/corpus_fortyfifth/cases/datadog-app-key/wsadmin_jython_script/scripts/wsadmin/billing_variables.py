# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the billing application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=tidewaterCell01'

AdminTask.setVariable(['-variableName', 'DD_GIT_COMMIT_SHA', '-variableValue', '702e949cb631a7fee85a96b6314a9242ad46160a', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
