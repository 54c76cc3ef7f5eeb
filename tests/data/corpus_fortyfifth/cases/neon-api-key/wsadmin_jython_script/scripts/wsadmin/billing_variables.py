# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the billing application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=quillonCell01'

AdminTask.setVariable(['-variableName', 'NEON_BRANCH_ID', '-variableValue', 'br-misty-moon-ie5rm9ug', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
