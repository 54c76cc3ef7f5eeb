# wsadmin.sh -lang jython -f set_vars.py
# WebSphere variables read by the checkout application (${NAME} in its resources)
cell = AdminControl.getCell()
scope = 'Cell=tidewaterCell01'

AdminTask.setVariable(['-variableName', 'LLM_API_KEY', '-variableValue', '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', '-scope', scope])

AdminConfig.save()
print 'saved 1 variable(s) at ' + scope
AdminControl.invoke(AdminControl.completeObjectName('type=DeploymentManager,*'), 'multiSync', '[false]')
