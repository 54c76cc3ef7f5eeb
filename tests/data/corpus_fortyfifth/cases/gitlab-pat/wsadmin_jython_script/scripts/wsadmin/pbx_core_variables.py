# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the pbx-core application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=kestrelCell01'

AdminTask.setVariable(['-variableName', 'CI_COMMIT_SHA', '-variableValue', 'bcf3dd8c5e90de96584838c01c61e19da58ab822', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
