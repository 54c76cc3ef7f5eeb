# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the helpdesk application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=tidewaterCell01'

AdminTask.setVariable(['-variableName', 'GITLAB_SCIM_TOKEN', '-variableValue', 'glsoat-qbubz0_dw4QAYgLAIQc-', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
